import {
  CESU_SUPPORTS,
  CESU_TITRES_MAX,
  REGLEMENT_MODES,
  ROLE,
  ROLE_GROUPS,
} from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, optionalText, text } from '../common.ts';
import { backOffice, backOfficeOr, endpoint, rolesOnly } from '../endpoint.ts';

/*
 * The payment ledger (docs/paiements.md): payments received (règlements) with their Paris day,
 * method, reference and amount in integer cents, set against one or more invoices; what a
 * payment does not allocate is the client's credit, allocated later. Accounting and
 * administrators write; the client reads its own.
 */

const TAG = 'Règlements';

/** Integer cents, at least 1 cent, at most 10 million euros. */
const centimesSchema = z
  .number()
  .int('Montant en centimes entiers attendu.')
  .min(1, 'Le montant doit être positif.')
  .max(1_000_000_000);

export const reglementModeSchema = z.enum(REGLEMENT_MODES);

export const imputationInputSchema = z.strictObject({
  facture_id: idSchema,
  montant_centimes: centimesSchema,
});

export const reglementImputationSchema = z.object({
  id: z.number(),
  facture_id: z.number(),
  /** The invoice's number (the family's list of payments names the invoices each settled). */
  facture_numero: z.string().nullable(),
  montant_centimes: z.number(),
  created_at: z.string(),
});

export const cesuSupportSchema = z.enum(CESU_SUPPORTS, { message: 'Support CESU inconnu.' });

/** A prepaid CESU voucher of a payment of method « cesu » (docs/facturation.md). */
export const cesuTitreInputSchema = z.strictObject({
  support: cesuSupportSchema,
  emetteur: text(150),
  numero: text(50),
  montant_centimes: centimesSchema,
  date: dateSchema.nullable().optional(),
});

export const cesuTitreSchema = z.object({
  id: z.number(),
  support: cesuSupportSchema,
  emetteur: z.string(),
  numero: z.string(),
  montant_centimes: z.number(),
  date: z.string().nullable(),
});

export const reglementSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  date: z.string(),
  mode: reglementModeSchema,
  reference: z.string().nullable(),
  montant_centimes: z.number(),
  /** What its allocations take; the rest is the client's credit (0 once cancelled). */
  impute_centimes: z.number(),
  non_impute_centimes: z.number(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
  annule_at: z.string().nullable(),
  annule_par: z.string().nullable(),
  annule_motif: z.string().nullable(),
  imputations: z.array(reglementImputationSchema),
  /** The prepaid CESU vouchers of a payment of method « cesu » (empty otherwise). */
  cesu_titres: z.array(cesuTitreSchema),
});

export const factureHistoriqueEntrySchema = z.object({
  kind: z.enum(['emission', 'avoir', 'reglement']),
  /** Paris day (emission, credit note, payment). */
  date: z.string().nullable(),
  libelle: z.string(),
  /** Positive for the invoice, negative for a credit note or a payment. */
  montant_centimes: z.number(),
  reference: z.string().nullable(),
  mode: reglementModeSchema.nullable(),
  reglement_id: z.number().nullable(),
  recorded_by: z.string().nullable(),
  /** A cancelled payment stays listed, struck out, and counts for nothing. */
  annule: z.boolean(),
  annule_motif: z.string().nullable(),
});

export const factureHistoriqueSchema = z.object({
  facture_id: z.number(),
  numero: z.string().nullable(),
  client_id: z.number(),
  montant_centimes: z.number(),
  avoirs_centimes: z.number(),
  regle_centimes: z.number(),
  reste_centimes: z.number(),
  payee: z.boolean(),
  entries: z.array(factureHistoriqueEntrySchema),
});

/** The most recent payments `listClientReglements` lists (the credit counts them all). */
export const CLIENT_REGLEMENTS_MAX = 100;

export const clientReglementsSchema = z.object({
  client_id: z.number(),
  /** Payments not allocated: the client's credit (avoir / trop-perçu). */
  credit_centimes: z.number(),
  reglements: z.array(reglementSchema),
});

/** The most open invoices `listClientFacturesOuvertes` lists, the oldest due first. */
export const CLIENT_FACTURES_OUVERTES_MAX = 100;

/** An issued invoice of a client still waiting for money, with what remains, in cents. */
export const factureOuverteSchema = z.object({
  id: z.number(),
  numero: z.string(),
  periode: z.string(),
  date_echeance: z.string().nullable(),
  montant_centimes: z.number(),
  avoirs_centimes: z.number(),
  regle_centimes: z.number(),
  reste_centimes: z.number(),
});

export type ReglementMode = z.infer<typeof reglementModeSchema>;
export type FactureOuverte = z.infer<typeof factureOuverteSchema>;
export type Reglement = z.infer<typeof reglementSchema>;
export type CesuTitre = z.infer<typeof cesuTitreSchema>;
export type CesuTitreInput = z.input<typeof cesuTitreInputSchema>;
export type FactureHistorique = z.infer<typeof factureHistoriqueSchema>;
export type FactureHistoriqueEntry = z.infer<typeof factureHistoriqueEntrySchema>;
export type ClientReglements = z.infer<typeof clientReglementsSchema>;

export const reglementsEndpoints = {
  createReglement: endpoint({
    method: 'POST',
    path: '/api/reglements',
    summary:
      "Enregistre un règlement reçu (date, mode, référence, montant) et ses imputations sur des factures émises du client ; le reste devient l'avoir du client.",
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        date: dateSchema,
        mode: reglementModeSchema,
        reference: optionalText(200),
        montant_centimes: centimesSchema,
        imputations: z.array(imputationInputSchema).max(100).default([]),
        /** Prepaid CESU vouchers (mode « cesu » only): their amounts make the payment's. */
        cesu_titres: z.array(cesuTitreInputSchema).max(CESU_TITRES_MAX).default([]),
      })
      .refine((body) => body.mode === 'cesu' || body.cesu_titres.length === 0, {
        message: 'Des titres CESU ne se saisissent qu’avec le mode CESU.',
        path: ['cesu_titres'],
      }),
    response: reglementSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
    status: 201,
  }),
  imputerAvoirClient: endpoint({
    method: 'POST',
    path: '/api/reglements/imputer',
    summary:
      "Impute l'avoir d'un client (ses règlements non imputés, les plus anciens d'abord) sur une de ses factures.",
    tag: TAG,
    body: z.strictObject({
      client_id: idSchema,
      facture_id: idSchema,
      montant_centimes: centimesSchema,
    }),
    response: clientReglementsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  annulerReglement: endpoint({
    method: 'POST',
    path: '/api/reglements/annuler',
    summary:
      "Annule un règlement enregistré par erreur : il reste dans l'historique (qui, quand, pourquoi) et ne compte plus.",
    tag: TAG,
    body: z.strictObject({ id: idSchema, motif: text(500) }),
    response: reglementSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  getFactureHistorique: endpoint({
    method: 'GET',
    path: '/api/facture/{id}/historique',
    summary:
      "Historique d'une facture : émission, avoirs, règlements (annulés compris) et reste à payer.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: factureHistoriqueSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'facture'),
  }),
  listClientReglements: endpoint({
    method: 'GET',
    path: '/api/client/{id}/reglements',
    summary:
      "Les 100 derniers règlements d'un client, les plus récents d'abord, et son avoir disponible (sur tous ses règlements).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: clientReglementsSchema,
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMPTABILITE, ROLE.CLIENT], 'client'),
  }),
  listClientFacturesOuvertes: endpoint({
    method: 'GET',
    path: '/api/client/{id}/factures-ouvertes',
    summary:
      "Les factures émises d'un client qui attendent un règlement (les 100 plus anciennes échéances d'abord), avec leur reste à payer : le formulaire de règlement y répartit un paiement ou l'avoir du client.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(factureOuverteSchema),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMPTABILITE, ROLE.CLIENT], 'client'),
  }),
};
