import {
  FINANCEUR_FACTURATION_MODES,
  FINANCEUR_TYPES,
  PARTICIPATION_MAX_BP,
  ROLE_GROUPS,
} from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, optionalText, skillIdSchema, text } from '../common.ts';
import { backOffice, endpoint } from '../endpoint.ts';
import { codePostalSchema, optionalEmailSchema, optionalPhoneSchema } from '../inputs.ts';

/*
 * Third-party payers (financeurs) and clients' funding plans (prises en charge), issue 28 and
 * docs/facturation.md. Every operator reads; administrators and accounting write.
 */

const TAG = 'Financeurs';
const WRITERS = ROLE_GROUPS.COMPTABILITE;

export const financeurTypeSchema = z.enum(FINANCEUR_TYPES, {
  message: 'Type de financeur inconnu.',
});
export const financeurFacturationModeSchema = z.enum(FINANCEUR_FACTURATION_MODES, {
  message: 'Mode de facturation inconnu.',
});

const siretSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, 'Le SIRET compte 14 chiffres.');

export const financeurSchema = z.object({
  id: z.number(),
  nom: z.string(),
  type: financeurTypeSchema,
  adresse: z.string().nullable(),
  codep: z.string().nullable(),
  ville: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  siret: z.string().nullable(),
  reference_agence: z.string().nullable(),
  mode_facturation: financeurFacturationModeSchema,
  /** The specification's insurer this payer stands for (kind mutuelle only). */
  mutuelle_id: z.number().nullable(),
  is_active: z.boolean(),
  /** Clients with a plan of this payer valid today. */
  nb_beneficiaires: z.number(),
});

const financeurInputShape = {
  nom: text(150),
  type: financeurTypeSchema,
  adresse: optionalText(255),
  codep: codePostalSchema.nullable().optional(),
  ville: optionalText(100),
  email: optionalEmailSchema,
  telephone: optionalPhoneSchema,
  siret: siretSchema.nullable().optional(),
  reference_agence: optionalText(100),
  mode_facturation: financeurFacturationModeSchema.default('groupee'),
  mutuelle_id: idSchema.nullable().optional(),
};

export const priseEnChargeSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  financeur_id: z.number(),
  financeur_nom: z.string(),
  financeur_type: financeurTypeSchema,
  skill_ids: z.array(z.number()),
  minutes_par_mois: z.number().nullable(),
  montant_mensuel_centimes: z.number().nullable(),
  tarif_horaire_centimes: z.number(),
  participation_bp: z.number(),
  date_debut: z.string(),
  date_fin: z.string().nullable(),
  reference: z.string().nullable(),
});

const centimes = z
  .number()
  .int('Montant en centimes entiers attendu.')
  .min(1, 'Le montant doit être positif.')
  .max(100_000_000);

const priseEnChargeInputShape = {
  financeur_id: idSchema,
  skill_ids: z
    .array(skillIdSchema)
    .min(1, 'Choisissez au moins une prestation prise en charge.')
    .max(5),
  /** Minutes per month (hours plan) — or an amount per month, not both. */
  minutes_par_mois: z
    .number()
    .int()
    .min(30, 'Au moins 30 minutes par mois.')
    .max(744 * 60, 'Au plus 744 heures par mois.')
    .nullable()
    .optional(),
  montant_mensuel_centimes: centimes.nullable().optional(),
  tarif_horaire_centimes: centimes,
  participation_bp: z
    .number()
    .int()
    .min(0, 'La participation est entre 0 et 100 %.')
    .max(PARTICIPATION_MAX_BP, 'La participation est entre 0 et 100 %.')
    .default(0),
  date_debut: dateSchema,
  date_fin: dateSchema.nullable().optional(),
  reference: optionalText(100),
};

const ONE_QUANTITY = 'Indiquez soit des heures par mois, soit un montant par mois.';
const hasOneQuantity = (body: {
  minutes_par_mois?: number | null;
  montant_mensuel_centimes?: number | null;
}) => (body.minutes_par_mois == null) !== (body.montant_mensuel_centimes == null);

/** The most payers `listFinanceurs` answers (an agency deals with tens of them). */
export const FINANCEURS_MAX = 500;

export type Financeur = z.infer<typeof financeurSchema>;
export type PriseEnCharge = z.infer<typeof priseEnChargeSchema>;

export const financeursEndpoints = {
  listFinanceurs: endpoint({
    method: 'GET',
    path: '/api/financeurs',
    summary:
      'Financeurs (département, caisse de retraite, mutuelle, employeur) et leurs coordonnées de facturation.',
    tag: TAG,
    response: z.array(financeurSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  createFinanceur: endpoint({
    method: 'POST',
    path: '/api/financeurs',
    summary: 'Ajoute un financeur.',
    tag: TAG,
    body: z.strictObject(financeurInputShape),
    response: financeurSchema,
    envelope: 'data',
    access: backOffice(WRITERS),
    status: 201,
  }),
  updateFinanceur: endpoint({
    method: 'PATCH',
    path: '/api/financeurs',
    summary: "Modifie un financeur (seuls les champs envoyés changent) ou l'archive (is_active).",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        nom: text(150).optional(),
        type: financeurTypeSchema.optional(),
        adresse: optionalText(255).optional(),
        codep: codePostalSchema.nullable().optional(),
        ville: optionalText(100).optional(),
        email: optionalEmailSchema.optional(),
        telephone: optionalPhoneSchema.optional(),
        siret: siretSchema.nullable().optional(),
        reference_agence: optionalText(100).optional(),
        mode_facturation: financeurFacturationModeSchema.optional(),
        mutuelle_id: idSchema.nullable().optional(),
        is_active: z.boolean().optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' }),
    response: financeurSchema,
    envelope: 'data',
    access: backOffice(WRITERS),
  }),
  listClientPrisesEnCharge: endpoint({
    method: 'GET',
    path: '/api/prises-en-charge/client/{id}',
    summary: "Prises en charge d'un client (financeur, prestations, heures ou montant, dates).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(priseEnChargeSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  createPriseEnCharge: endpoint({
    method: 'POST',
    path: '/api/prises-en-charge',
    summary:
      'Ajoute une prise en charge à un client ; refusée si le même financeur couvre déjà une de ces prestations sur ces dates.',
    tag: TAG,
    body: z
      .strictObject({ client_id: idSchema, ...priseEnChargeInputShape })
      .refine(hasOneQuantity, { message: ONE_QUANTITY, path: ['minutes_par_mois'] }),
    response: priseEnChargeSchema,
    envelope: 'data',
    access: backOffice(WRITERS),
    status: 201,
  }),
  updatePriseEnCharge: endpoint({
    method: 'PATCH',
    path: '/api/prises-en-charge',
    summary: "Remplace les conditions d'une prise en charge (le client ne change pas).",
    tag: TAG,
    body: z
      .strictObject({ id: idSchema, ...priseEnChargeInputShape })
      .refine(hasOneQuantity, { message: ONE_QUANTITY, path: ['minutes_par_mois'] }),
    response: priseEnChargeSchema,
    envelope: 'data',
    access: backOffice(WRITERS),
  }),
};
