import { IMPAYE_TRANCHES, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { paginated } from '../common.ts';
import { backOffice, endpoint, type EndpointDef } from '../endpoint.ts';
import { factureTypeSchema } from '../entities.ts';

/*
 * What is owed and late (issue 27 point 3, docs/paiements.md « Impayés et relances »): the aged
 * list of every issued invoice with something remaining, bucketed by the Paris days past its due
 * date, with totals in integer cents; and the reminders sent for one invoice. Accounting and
 * administrators only.
 */

const TAG = 'Impayés';

export const impayeTrancheSchema = z.enum(IMPAYE_TRANCHES);

/** One invoice still owed. */
export const impayeItemSchema = z.object({
  facture_id: z.number(),
  numero: z.string(),
  type: factureTypeSchema,
  client_id: z.number(),
  client_nom: z.string(),
  /** The mutuelle billed (type 'mutuelle'), else null. */
  organisme: z.string().nullable(),
  periode: z.string(),
  date_emission: z.string().nullable(),
  /** Paris day of the due date; null when the invoice has none (counted as not yet due). */
  date_echeance: z.string().nullable(),
  /** Paris days past the due date (0 or less: not yet due). */
  jours_retard: z.number().int().nullable(),
  tranche: impayeTrancheSchema,
  montant_centimes: z.number().int(),
  /** What remains: amount − credit notes − live payments, cents. */
  reste_centimes: z.number().int(),
  /** The highest reminder sent (0: none). */
  derniere_relance: z.number().int(),
});

/** One bucket's count and total. */
export const impayeTrancheTotalSchema = z.object({
  tranche: impayeTrancheSchema,
  label: z.string(),
  nb: z.number().int(),
  total_centimes: z.number().int(),
});

export const impayesSchema = paginated(impayeItemSchema).extend({
  /** The agency's day (Paris) the ages are counted from. */
  today: z.string(),
  /** Every bucket, in order, over every invoice owed (whatever the filter). */
  tranches: z.array(impayeTrancheTotalSchema),
  nb_factures: z.number().int(),
  total_centimes: z.number().int(),
});

/** One reminder sent for an invoice. */
export const factureRelanceSchema = z.object({
  niveau: z.number().int(),
  /** The delay after the due date that made it due. */
  jours: z.number().int(),
  jours_retard: z.number().int(),
  reste_centimes: z.number().int(),
  par_mail: z.boolean(),
  /** The last of the agency's delays: a cockpit task followed it. */
  derniere: z.boolean(),
  sent_at: z.string(),
});

export type ImpayeTranche = z.infer<typeof impayeTrancheSchema>;
export type ImpayeItem = z.infer<typeof impayeItemSchema>;
export type Impayes = z.infer<typeof impayesSchema>;
export type FactureRelanceDto = z.infer<typeof factureRelanceSchema>;

export const impayesEndpoints = {
  listImpayes: endpoint({
    method: 'GET',
    path: '/api/factures/impayes',
    summary:
      "Balance âgée : les factures émises dont il reste quelque chose à payer, par tranche de retard après l'échéance (jours de Paris), avec les totaux par tranche et au total, en centimes.",
    tag: TAG,
    query: z.strictObject({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      tranche: impayeTrancheSchema.optional(),
    }),
    response: impayesSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  listFactureRelances: endpoint({
    method: 'GET',
    path: '/api/facture/{id}/relances',
    summary:
      'Les relances envoyées pour une facture impayée (niveau, date), de la première à la dernière.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(factureRelanceSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
} satisfies Record<string, EndpointDef>;
