import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, optionalText, paginated, text } from '../common.ts';
import { backOffice, backOfficeOr, endpoint, rolesOnly, signedIn } from '../endpoint.ts';
import {
  attestationFiscaleSchema,
  factureListItemSchema,
  factureSchema,
  paiementConfigSchema,
  releveLigneSchema,
  releveSchema,
  relevePeriodeSchema,
  releveStatutSchema,
} from '../entities.ts';

/*
 * The project's own calls of the money loop (docs/facturation.md), beside the Invoices and Payment
 * methods calls of the specification: the monthly timesheet the client confirms or contests before
 * it is invoiced, generating a month's invoices, credit notes, paying an invoice now, the payment
 * settings the screens need, and the yearly tax certificates. The Stripe webhook is not a typed
 * call: it is registered beside the contract (raw body, signature checked).
 */

const TAG_RELEVES = "Relevés d'heures";
const TAG_FACTURES = 'Factures';
const TAG_PAIEMENT = 'Moyens de paiement';

/** A billed month, 'YYYY-MM'. */
export const periodeSchema = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'Mois attendu au format AAAA-MM.');

/** Who sees a client's timesheet: the client, accounting, the commercial team. */
const RELEVE_READERS = [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL, ROLE.COMPTABILITE] as const;

/** Drafts listed in the answer of a month's generation (docs/lists.md). */
export const GENERATION_LISTED_MAX = 100;

export const facturationProjectEndpoints = {
  listRelevePeriodes: endpoint({
    method: 'GET',
    path: '/api/releves/{id}/periodes',
    summary: "Mois pour lesquels un client a un relevé d'heures, les plus récents d'abord.",
    tag: TAG_RELEVES,
    params: { id: 'encrypted' },
    response: z.array(relevePeriodeSchema),
    envelope: 'data',
    access: rolesOnly([...RELEVE_READERS, ROLE.CLIENT], 'client'),
  }),
  getReleve: endpoint({
    method: 'GET',
    path: '/api/releves/{id}',
    summary:
      "Relevé d'heures d'un client pour un mois : les heures réellement faites (pointages), à confirmer ou contester.",
    tag: TAG_RELEVES,
    params: { id: 'encrypted' },
    query: z.strictObject({ periode: periodeSchema }),
    response: releveSchema,
    envelope: 'data',
    access: rolesOnly([...RELEVE_READERS, ROLE.CLIENT], 'client'),
  }),
  confirmReleve: endpoint({
    method: 'POST',
    path: '/api/releves/confirmer',
    summary:
      "Le client confirme les lignes de son relevé d'un mois (toutes celles à confirmer si aucune n'est nommée).",
    tag: TAG_RELEVES,
    body: z.strictObject({
      client_id: idSchema,
      periode: periodeSchema,
      ligne_ids: z.array(idSchema).min(1).max(500).optional(),
    }),
    response: releveSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'client'),
  }),
  contestReleveLigne: endpoint({
    method: 'POST',
    path: '/api/releves/contester',
    summary:
      "Le client conteste une ligne de son relevé avant la date limite ; l'agence reçoit une tâche dans son cockpit.",
    tag: TAG_RELEVES,
    body: z.strictObject({ ligne_id: idSchema, motif: text(1000) }),
    response: releveLigneSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT]),
  }),
  corrigerReleveLigne: endpoint({
    method: 'POST',
    path: '/api/releves/corriger',
    summary:
      "L'agence tranche une ligne contestée : les minutes retenues pour la facture et une note pour le client.",
    tag: TAG_RELEVES,
    body: z.strictObject({
      ligne_id: idSchema,
      minutes_retenues: z
        .number()
        .int()
        .min(0)
        .max(24 * 60),
      note: optionalText(1000),
    }),
    response: releveLigneSchema,
    envelope: 'data',
    access: backOffice(RELEVE_READERS),
  }),
  listReleves: endpoint({
    method: 'GET',
    path: '/api/releves',
    summary: "Lignes de relevés d'heures de tous les clients (comptabilité), par mois et statut.",
    tag: TAG_RELEVES,
    query: z.strictObject({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      periode: periodeSchema.optional(),
      statut: releveStatutSchema.optional(),
    }),
    response: paginated(releveLigneSchema.extend({ client_nom: z.string() })),
    envelope: 'data',
    access: backOffice(RELEVE_READERS),
  }),
  genererFacturesMois: endpoint({
    method: 'POST',
    path: '/api/factures/generer-mois',
    summary:
      "Prépare les factures d'un mois à partir des heures confirmées (brouillons), pour tous les clients ou un seul ; sans doublon.",
    tag: TAG_FACTURES,
    body: z.strictObject({ periode: periodeSchema, client_id: idSchema.optional() }),
    response: z.object({
      /**
       * The first GENERATION_LISTED_MAX drafts created by this call (a whole agency's month is
       * thousands: the rest are read with GET /api/factures?period=); `nb_creees` counts them all.
       */
      creees: z.array(factureListItemSchema).max(GENERATION_LISTED_MAX),
      nb_creees: z.number().int().min(0),
      /** Drafts that already existed for the month. */
      existantes: z.number().int().min(0),
      /** Clients whose month still has lines to confirm or contested (not invoiced yet). */
      en_attente: z.number().int().min(0),
    }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  createAvoir: endpoint({
    method: 'POST',
    path: '/api/factures/avoir',
    summary:
      "Émet un avoir qui annule une facture émise (en entier, ou le montant donné) : une facture émise n'est jamais modifiée.",
    tag: TAG_FACTURES,
    body: z.strictObject({
      facture_id: idSchema,
      motif: text(500),
      /** Tax-included amount to credit; the whole invoice when absent. */
      montant_ttc: z.number().positive().max(1_000_000).multipleOf(0.01).optional(),
    }),
    response: factureSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
    status: 201,
  }),
  listAttestationsFiscales: endpoint({
    method: 'GET',
    path: '/api/attestations-fiscales/{id}',
    summary: "Attestations fiscales annuelles d'un client (sommes payées et heures, en PDF).",
    tag: TAG_FACTURES,
    params: { id: 'encrypted' },
    response: z.array(attestationFiscaleSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  genererAttestationFiscale: endpoint({
    method: 'POST',
    path: '/api/attestations-fiscales/generer',
    summary:
      "Établit (ou rétablit) l'attestation fiscale d'un client pour une année écoulée, d'après ses factures payées.",
    tag: TAG_FACTURES,
    body: z.strictObject({ client_id: idSchema, annee: z.number().int().min(2000).max(2200) }),
    response: attestationFiscaleSchema,
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMPTABILITE, ROLE.CLIENT], 'client'),
  }),
};

export const paiementsProjectEndpoints = {
  getPaiementConfig: endpoint({
    method: 'GET',
    path: '/api/paiements/config',
    summary:
      'Comment payer : en ligne (clé publique Stripe) quand le paiement est configuré, sinon les coordonnées du virement.',
    tag: TAG_PAIEMENT,
    response: paiementConfigSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  payFacture: endpoint({
    method: 'POST',
    path: '/api/factures/payer',
    summary:
      'Prélève une facture émise sur le moyen de paiement par défaut du client (le résultat arrive par Stripe) ; 503 sans paiement en ligne.',
    tag: TAG_PAIEMENT,
    body: z.strictObject({ facture_id: idSchema }),
    response: factureSchema,
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT),
  }),
};
