import { PLANNING_CONFLITS, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, isStorableText } from '../common.ts';
import { backOffice, endpoint } from '../endpoint.ts';
import { datedSlotShape, endTimeAfterStart } from '../inputs.ts';

const TAG = 'Planning';

/** Why a planner forces a rule: kept with the move and shown on the board. */
export const PLANNING_FORCAGE_MOTIF_MIN = 5;
export const PLANNING_FORCAGE_MOTIF_MAX = 500;

const motifSchema = z
  .string()
  .trim()
  .min(
    PLANNING_FORCAGE_MOTIF_MIN,
    `Expliquez pourquoi en ${PLANNING_FORCAGE_MOTIF_MIN} caractères au moins.`,
  )
  .max(PLANNING_FORCAGE_MOTIF_MAX, `${PLANNING_FORCAGE_MOTIF_MAX} caractères au plus.`)
  .refine(isStorableText, 'Caractère non autorisé (caractère nul ou invalide).');

export const planningMovesEndpoints = {
  deplacerIntervention: endpoint({
    method: 'POST',
    path: '/api/planning/deplacer',
    summary:
      "Déplace une intervention à venir depuis le tableau de planning (jour, heures, agent, ou retour « à pourvoir »), et si demandé les suivantes du même créneau, avec toutes les règles du planning ; les règles forçables peuvent l'être avec un motif, gardé.",
    tag: TAG,
    body: z
      .strictObject({
        intervention_id: idSchema,
        /** The agent; null: nobody, the visit goes back to « à pourvoir ». */
        candidat_id: idSchema.nullable(),
        ...datedSlotShape,
        /**
         * Also the following planned interventions of the same recurring slot: shifted by the
         * same number of days, at the same hours.
         */
        serie: z.boolean().default(false),
        /** Forces the forceable rules broken (FORCEABLE_PLANNING_CONFLITS), with the reason. */
        forcer: z.strictObject({ motif: motifSchema }).optional(),
      })
      .refine(...endTimeAfterStart('time_debut', 'time_fin')),
    response: z.object({
      /** The interventions moved, by start. */
      ids: z.array(idSchema),
      /** The rules forced (empty: none). */
      regles_forcees: z.array(z.enum(PLANNING_CONFLITS)),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
};
