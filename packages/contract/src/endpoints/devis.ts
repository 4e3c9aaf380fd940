import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  messageSchema,
  optionalText,
  skillIdSchema,
  text,
} from '../common.ts';
import { backOffice, backOfficeOr, endpoint, publicAccess, rolesOnly } from '../endpoint.ts';
import {
  deletedSchema,
  devisSchema,
  devisSignatureSchema,
  devisSignedSchema,
  frequenceTypeSchema,
} from '../entities.ts';
import {
  datedSlotInputSchema,
  draftSlotInputSchema,
  endAfterStart,
  devisSignatureInputShape,
} from '../inputs.ts';

const TAG = 'Devis';

const euroRateSchema = z.number().positive().max(1000);
/** The hourly prices TTC of one service: recurring and one-off, weekday and weekend. */
const serviceRatesSchema = z.object({
  recurrent: z.object({ semaine: euroRateSchema, weekend: euroRateSchema }),
  ponctuel: z.object({ semaine: euroRateSchema, weekend: euroRateSchema }),
});
/** A price grid: the rates of each service (skill id 1 to 5). */
export const priceGridSchema = z.object({
  1: serviceRatesSchema,
  2: serviceRatesSchema,
  3: serviceRatesSchema,
  4: serviceRatesSchema,
  5: serviceRatesSchema,
});
/** A grid and the first day it prices new estimates and quotes (null: the specification's). */
const datedPriceGridSchema = z.object({
  effective_from: dateSchema.nullable(),
  grid: priceGridSchema,
});

/** A line of a free-form quote; prices default to section 9 when omitted. */
const devisLibreLigneSchema = z
  .strictObject({
    client_besoin_skill_id: skillIdSchema,
    libelle: text(200),
    is_ponctuel: z.boolean(),
    frequence_type: frequenceTypeSchema.nullish(),
    date_debut: dateSchema,
    date_fin: dateSchema.nullish(),
    nb_heures: z.number().min(0).max(168).multipleOf(0.5),
    nb_heures_weekend: z.number().min(0).max(168).multipleOf(0.5).default(0),
    prix_horaire_ttc: z.number().positive().max(1000).multipleOf(0.01).optional(),
    prix_horaire_weekend_ttc: z.number().positive().max(1000).multipleOf(0.01).optional(),
    description: optionalText(2000),
    /** Recurring lines: weekly slots. */
    horaires: z.array(draftSlotInputSchema).max(21).default([]),
    /** One-off lines: dated slots. */
    creneaux: z.array(datedSlotInputSchema).max(100).default([]),
  })
  .refine((line) => line.nb_heures + line.nb_heures_weekend > 0, {
    message: 'Une ligne compte au moins une demi-heure.',
    path: ['nb_heures'],
  })
  .refine(...endAfterStart('date_debut', 'date_fin'));

export const devisEndpoints = {
  listConciergerieDevis: endpoint({
    method: 'GET',
    path: '/api/conciergerie/list-devis/{id}',
    summary:
      "Tous les devis d'un client pour le back-office (brouillons et devis non envoyés compris).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(devisSchema),
    envelope: 'data',
    access: backOffice([...ROLE_GROUPS.COMMERCIAL, ROLE.COMPTABILITE]),
  }),
  getDevis: endpoint({
    method: 'GET',
    path: '/api/devis/{id}',
    summary: 'Un devis avec ses lignes et leurs horaires.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: devisSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'devis'),
  }),
  getDevisForSignature: endpoint({
    method: 'GET',
    path: '/api/devis/{id}/1',
    summary:
      'Un devis préparé pour la signature électronique (signataire, PDF à lire, signable ou non).',
    tag: TAG,
    params: { id: 'encrypted' },
    response: devisSignatureSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'devis'),
  }),
  listClientDevis: endpoint({
    method: 'GET',
    path: '/api/devis/client/{id}',
    summary: 'Devis envoyés à un client (à signer, signés, refusés, expirés).',
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(devisSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  createDevisLibre: endpoint({
    method: 'POST',
    path: '/api/devis/devis-libre',
    summary:
      'Le back-office compose un devis libre pour un client ; envoyé pour signature si demandé.',
    tag: TAG,
    body: z.strictObject({
      client_id: idSchema,
      mutuelle_id: idSchema.nullish(),
      date_validite: dateSchema.nullish(),
      commentaire: optionalText(2000),
      lignes: z.array(devisLibreLigneSchema).min(1).max(20),
      send: z.boolean().default(false),
    }),
    response: devisSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  signDevis: endpoint({
    method: 'POST',
    path: '/api/devis/sign',
    summary:
      'Le client signe électroniquement un devis depuis la page de signature ; les missions sont créées.',
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema, ...devisSignatureInputShape }),
    response: devisSignedSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'devis'),
  }),
  resendDevisForSign: endpoint({
    method: 'POST',
    path: '/api/devis/resend-devis-for-sign',
    summary: 'Renvoie au client le lien de signature d’un devis non signé.',
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema }),
    response: messageSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  deleteDevis: endpoint({
    method: 'DELETE',
    path: '/api/devis/delete/{id}',
    summary: 'Supprime un devis non signé (un devis signé : 409).',
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
};

/*
 * The project's own quote calls (not in section 7 of the specification): the specification has
 * a `refuse` status but no call that sets it; the agency records that a client turned a quote
 * down (docs/devis.md).
 */
export const devisProjectEndpoints = {
  getTarifsEnVigueur: endpoint({
    method: 'GET',
    path: '/api/tarifs',
    summary:
      "Les tarifs horaires TTC en vigueur aujourd'hui (ceux des nouvelles estimations et des nouveaux devis) et la prochaine grille programmée, s'il y en a une.",
    tag: TAG,
    response: datedPriceGridSchema.extend({
      prochaine: z.object({ effective_from: dateSchema, grid: priceGridSchema }).nullable(),
    }),
    envelope: 'data',
    access: publicAccess,
  }),
  refuseDevis: endpoint({
    method: 'POST',
    path: '/api/devis/refuse',
    summary:
      "Le back-office marque refusé un devis en attente de signature, expiré ou brouillon (le client n'en veut pas).",
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema, motif: optionalText(2000) }),
    response: devisSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
};
