import { ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema } from '../common.ts';
import { backOffice, endpoint } from '../endpoint.ts';
import { periodeSchema } from './facturation.ts';

/*
 * Issue 27, point 4: a month's drafts issued and sent in one action (docs/facturation.md §7 bis),
 * a project addition beside the specification's invoices calls.
 */

const TAG = 'Factures';

/** Drafts issued and sent by one call of `emettreFacturesMois` (a PDF each): the screen calls again. */
export const EMISSION_MOIS_LOT = 25;

/** What became of one draft in `emettreFacturesMois`. */
export const emissionResultatSchema = z.enum(['emise_envoyee', 'emise_non_envoyee', 'refusee']);

export const facturesEmissionEndpoints = {
  apercuEmissionMois: endpoint({
    method: 'GET',
    path: '/api/factures/emission-mois',
    summary: "Les brouillons d'un mois à émettre : leur nombre et leur montant total TTC.",
    tag: TAG,
    query: z.strictObject({ periode: periodeSchema }),
    response: z.object({
      periode: z.string(),
      nb_brouillons: z.number().int().min(0),
      /** Euros TTC, to the cent. */
      montant_ttc: z.number(),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  emettreFacturesMois: endpoint({
    method: 'POST',
    path: '/api/factures/emettre-mois',
    summary:
      "Émet et envoie les brouillons d'un mois, chacun à part : une facture refusée n'arrête pas les autres. Par lots de EMISSION_MOIS_LOT : rappeler avec `apres_id` tant qu'il en reste.",
    tag: TAG,
    body: z.strictObject({
      periode: periodeSchema,
      /** The last draft handled by the previous call of the same run: the next ones only. */
      apres_id: idSchema.optional(),
    }),
    response: z.object({
      periode: z.string(),
      /** A French sentence summing up the call (« Aucun brouillon à émettre … » when none). */
      message: z.string(),
      traitees: z.number().int().min(0),
      emises_envoyees: z.number().int().min(0),
      emises_non_envoyees: z.number().int().min(0),
      refusees: z.number().int().min(0),
      /** Drafts of the month after `dernier_id`: 0 when the run is over. */
      restantes: z.number().int().min(0),
      /** The last draft handled: `apres_id` of the next call; null when none was. */
      dernier_id: idSchema.nullable(),
      resultats: z
        .array(
          z.object({
            facture_id: idSchema,
            client_nom: z.string(),
            montant_ttc: z.number(),
            resultat: emissionResultatSchema,
            numero: z.string().nullable(),
            /** The refusal's code (or the mail's failure), null when all went well. */
            code: z.string().nullable(),
            motif: z.string().nullable(),
          }),
        )
        .max(EMISSION_MOIS_LOT),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
};
