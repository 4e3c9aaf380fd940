import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema, idSchema, skillIdSchema } from '../common.ts';
import { endpoint, rolesOnly, type EndpointDef } from '../endpoint.ts';
import { amountSchema } from '../entities.ts';

/*
 * The family's home (issue 25, point 2; docs/accueil.md): in one call, the next visit and its
 * state, what waits for the family (a quote to sign, a timesheet to confirm, invoices to pay,
 * unread messages) and this month's hours and cost after the tax credit.
 */

const TAG = 'Accueil';

/**
 * Where the next visit stands: planned, the agent is on the way (« En route »), the agent checked
 * in, or no agent yet.
 */
export const etatVisiteSchema = z.enum(['planifiee', 'en_route', 'arrive', 'sans_agent']);
export type EtatVisite = z.infer<typeof etatVisiteSchema>;

/** The agent of the next visit as the family sees them. */
export const accueilAgentSchema = z.object({
  candidat_id: idSchema,
  prenom: z.string(),
  /** Initial of the last name and a dot, 'B.' ('' when unknown). */
  nom_initiale: z.string(),
  /** The stored photo (document type « Autre »): open it with getDocumentLink; null without one. */
  profile_photo_path: z.string().nullable(),
  /** Average of the families' ratings, one decimal; null without a rating. */
  note_moyenne: z.number().min(0).max(5).nullable(),
  nb_avis: z.number().int().min(0),
});

export const prochaineVisiteSchema = z.object({
  /** The intervention. */
  id: idSchema,
  mission_id: idSchema.nullable(),
  /** Planned start and end: the agency's wall clock written as UTC (formatPlanned*). */
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  service: z.object({ id: skillIdSchema, libelle: z.string() }),
  agent: accueilAgentSchema.nullable(),
  etat: etatVisiteSchema,
  /** The arrival the agent announced when leaving (a real instant); null otherwise. */
  arrivee_estimee_at: dateTimeSchema.nullable(),
});
export type ProchaineVisite = z.infer<typeof prochaineVisiteSchema>;

export const accueilAFaireSchema = z.object({
  /** Quotes sent for signature whose window is still open; the oldest first. */
  devis_a_signer: z.object({
    nombre: z.number().int().min(0),
    premier_id: idSchema.nullable(),
  }),
  /** The month of timesheet lines still to confirm with the nearest deadline; null: none. */
  releve_a_confirmer: z
    .object({
      /** 'YYYY-MM'. */
      periode: z.string(),
      nb_a_confirmer: z.number().int().min(1),
      /** Lines not answered by then count as confirmed (a real instant). */
      date_limite: dateTimeSchema,
    })
    .nullable(),
  /** Issued invoices not fully paid: how many, what is left to pay (TTC), the oldest. */
  factures_a_payer: z.object({
    nombre: z.number().int().min(0),
    total_ttc: amountSchema,
    premiere_id: idSchema.nullable(),
  }),
  /** Messages from the agency not read yet (the family's conversations). */
  messages_non_lus: z.number().int().min(0),
});

/**
 * The current calendar month in Paris: the household's visits (done and planned, not cancelled),
 * priced as invoices price them (the quote's hourly rates, else the agency's grid; the hours a
 * mutuelle pays are left out of the cost), and the 50 % tax credit on what the family pays.
 */
export const accueilMoisSchema = z.object({
  /** 'YYYY-MM'. */
  periode: z.string(),
  /** Minutes of the month's visits, done and planned. */
  minutes_total: z.number().int().min(0),
  /** Minutes of the visits already done (the timesheet's, else the check-in and check-out). */
  minutes_faites: z.number().int().min(0),
  /** What the family pays for the month's visits, TTC. */
  cout_ttc: amountSchema,
  /** The 50 % tax credit on it. */
  credit_impot_ttc: amountSchema,
  /** What is left to the family after the tax credit. */
  cout_apres_credit_ttc: amountSchema,
});

export const accueilClientSchema = z.object({
  prochaine_visite: prochaineVisiteSchema.nullable(),
  a_faire: accueilAFaireSchema,
  mois: accueilMoisSchema,
});
export type AccueilClient = z.infer<typeof accueilClientSchema>;

export const accueilEndpoints = {
  getAccueilClient: endpoint({
    method: 'GET',
    path: '/api/client/accueil',
    summary:
      "Accueil de la famille : la prochaine visite et son état, ce qui l'attend (devis à signer, relevé à confirmer, factures à payer, messages non lus) et les heures et le coût du mois après crédit d'impôt.",
    tag: TAG,
    response: accueilClientSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'client'),
  }),
} satisfies Record<string, EndpointDef>;
