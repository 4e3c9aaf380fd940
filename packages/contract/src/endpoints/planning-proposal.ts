import { ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, skillIdSchema } from '../common.ts';
import { backOffice, endpoint } from '../endpoint.ts';
import { codePostalSchema } from '../inputs.ts';
import { isMonday, PLANNING_BOARD_MAX_A_POURVOIR } from './planning-board.ts';

const TAG = 'Planning';

/**
 * Unstaffed interventions a proposal weighs at most (the week's « à pourvoir », by start), and
 * lines applied at most in one call: the board's cap.
 */
export const PLANNING_PROPOSAL_MAX = PLANNING_BOARD_MAX_A_POURVOIR;

/** A visit given to an agent by the proposal. Times: agency wall-clock, as stored. */
export const propositionLigneSchema = z.object({
  intervention_id: idSchema,
  client_id: idSchema,
  client_nom: z.string(),
  skill_id: skillIdSchema,
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  candidat_id: idSchema,
  prenom: z.string(),
  nom: z.string(),
  /** From the agent's previous visit that day, else from home; null: a place not located. */
  trajet_minutes: z.number().int().min(0).nullable(),
  /** Short French reasons: « préféré par la famille », « 12 min de trajet »… */
  raisons: z.array(z.string()),
});

/** A visit the proposal leaves without agent, and why (French). */
export const propositionSansAgentSchema = z.object({
  intervention_id: idSchema,
  client_nom: z.string(),
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  raison: z.string(),
});

const ligneAppliqueeSchema = z.strictObject({
  intervention_id: idSchema,
  candidat_id: idSchema,
});

export const planningProposalEndpoints = {
  proposerPlanningSemaine: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/planning/proposition',
    summary:
      "Propose un intervenant pour chaque intervention à venir de la semaine qui n'en a pas, sans enfreindre aucune règle du planning (préféré ou connu de la famille, puis le trajet le plus court, puis les heures de contrat restantes) ; rien n'est enregistré.",
    tag: TAG,
    body: z.strictObject({
      /** The Monday of the week. */
      debut: dateSchema.refine(isMonday, 'La semaine commence un lundi.'),
      skill_id: skillIdSchema.optional(),
      client_id: idSchema.optional(),
      code_postal: codePostalSchema.optional(),
    }),
    response: z.object({
      /** By start. */
      lignes: z.array(propositionLigneSchema),
      /** By start. */
      sans_agent: z.array(propositionSansAgentSchema),
      statistiques: z.object({
        /** Interventions weighed: planned, without agent, to come (PLANNING_PROPOSAL_MAX at most). */
        a_pourvoir: z.number().int().min(0),
        proposees: z.number().int().min(0),
        trajet_total_minutes: z.number().int().min(0),
        /** Milliseconds the proposal took to compute (the reads excluded). */
        calcul_ms: z.number().min(0),
      }),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),

  appliquerPropositionPlanning: endpoint({
    method: 'POST',
    path: '/api/planning/proposition/appliquer',
    summary:
      "Confie les interventions des lignes gardées d'une proposition à leurs intervenants, en une fois : chaque ligne est revérifiée (intervention toujours à pourvoir, toutes les règles du planning) ; à la première ligne refusée, rien n'est enregistré.",
    tag: TAG,
    body: z.strictObject({
      lignes: z
        .array(ligneAppliqueeSchema)
        .min(1, 'Gardez au moins une ligne.')
        .max(PLANNING_PROPOSAL_MAX, `${PLANNING_PROPOSAL_MAX} lignes au plus.`)
        .superRefine((lignes, ctx) => {
          const seen = new Set<number>();
          for (const [index, ligne] of lignes.entries()) {
            if (seen.has(ligne.intervention_id))
              ctx.addIssue({
                code: 'custom',
                path: [index, 'intervention_id'],
                message: 'Cette intervention figure déjà dans une autre ligne.',
              });
            seen.add(ligne.intervention_id);
          }
        }),
    }),
    response: z.object({
      affectees: z.number().int().min(0),
      /** The interventions given, in the order of the lines. */
      ids: z.array(idSchema),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
};
