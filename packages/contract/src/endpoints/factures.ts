import { LIST_PERIODS, ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, optionalText, paginated, text } from '../common.ts';
import { backOffice, backOfficeOr, endpoint, rolesOnly } from '../endpoint.ts';
import {
  factureListItemSchema,
  factureSchema,
  factureStatutSchema,
  factureTypeSchema,
} from '../entities.ts';
import { endAfterStart, optionalEmailSchema } from '../inputs.ts';

const TAG = 'Factures';

/** A line typed by accounting (hours × unit price, tax included). */
const factureLigneInputSchema = z.strictObject({
  intervention_id: idSchema.nullish(),
  libelle: text(200),
  date: dateSchema.nullish(),
  quantite: z.number().positive().max(10_000).multipleOf(0.01),
  prix_unitaire_ttc: z.number().min(0).max(100_000).multipleOf(0.01),
});

/** Signed link of the public scheduled-billing screen (facturation-planifies-modal). */
export const signedLinkQuerySchema = z.strictObject({
  token: z.string().min(1).max(2048).optional(),
});

export const facturesEndpoints = {
  updateFacture: endpoint({
    method: 'POST',
    path: '/api/factures/update',
    summary:
      "Modifie une facture planifiée (lignes, échéance) ou le statut d'une facture émise (payée, impayée, annulée).",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        statut: factureStatutSchema.optional(),
        date_echeance: dateSchema.optional(),
        lignes: z.array(factureLigneInputSchema).min(1).max(500).optional(),
        montant_paye: z.number().min(0).max(10_000_000).multipleOf(0.01).optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' }),
    response: factureSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  sendFacture: endpoint({
    method: 'POST',
    path: '/api/factures/send',
    summary:
      "Envoie une facture émise par e-mail au client, à son interlocuteur de facturation ou à l'adresse donnée.",
    tag: TAG,
    body: z.strictObject({ id: idSchema, email: optionalEmailSchema }),
    response: factureSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  createFacture: endpoint({
    method: 'POST',
    path: '/api/factures/create',
    summary:
      'Crée une facture planifiée pour un client et une période ; sans lignes, elles viennent des interventions terminées.',
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        type: factureTypeSchema.default('client'),
        mutuelle_id: idSchema.nullish(),
        periode_debut: dateSchema,
        periode_fin: dateSchema,
        lignes: z.array(factureLigneInputSchema).max(500).optional(),
      })
      .refine((body) => body.type === 'client' || Boolean(body.mutuelle_id), {
        message: 'Une facture à la mutuelle nomme la mutuelle.',
        path: ['mutuelle_id'],
      })
      .refine(...endAfterStart('periode_debut', 'periode_fin')),
    response: factureSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
    status: 201,
  }),
  getFacture: endpoint({
    method: 'GET',
    path: '/api/facture/{id}',
    summary: 'Une facture avec ses lignes.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: factureSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'facture'),
  }),
  listFactures: endpoint({
    method: 'GET',
    path: '/api/factures',
    summary: 'Factures paginées, filtrées par type, période et nom du client.',
    tag: TAG,
    query: z.strictObject({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      /** `all` (the specification's example) is the same as no `type`: both payers. */
      type: z.enum([...factureTypeSchema.options, 'all']).optional(),
      period: z.enum(LIST_PERIODS).optional(),
      name: z.string().trim().max(100).optional(),
    }),
    response: paginated(factureListItemSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  listClientFactures: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/factures/{id}',
    summary:
      "Factures d'un client sur une période d'un an au plus (écran de facturation planifiée) : le client lui-même, la comptabilité ou un administrateur.",
    tag: TAG,
    params: { id: 'encrypted' },
    /** `token`: the signed link of the screen; it does not replace the access token (issue 9). */
    query: signedLinkQuerySchema,
    body: z
      .strictObject({
        /** The client id again, as the specification's payload names it; must match the path. */
        id: idSchema,
        start_date: dateSchema,
        end_date: dateSchema,
        statut: factureStatutSchema.optional(),
        /** true: invoices billed to the insurer; false: to the client; absent: both. */
        mutuelle: z.boolean().optional(),
      })
      .refine(...endAfterStart('start_date', 'end_date'))
      // A year at most (366 days, leap years included): ≈ 12 to 36 invoices and credit notes of
      // one client; the screen asks for twelve months, one calendar year or two dates.
      .refine(
        (body) => (Date.parse(body.end_date) - Date.parse(body.start_date)) / 86_400_000 <= 366,
        { message: 'Une année au plus.', path: ['end_date'] },
      ),
    response: z.array(factureSchema),
    envelope: 'data',
    // Invoices name the client and its amounts: never without a token (issue 9, point 13).
    access: rolesOnly([...ROLE_GROUPS.COMPTABILITE, ROLE.CLIENT], 'client'),
  }),
  genererFactures: endpoint({
    method: 'POST',
    path: '/api/clients/generer/factures',
    summary:
      "Émet une facture planifiée (numéro, PDF) à l'ordre du client ou de l'organisme (mutuelle) donné.",
    tag: TAG,
    body: z.strictObject({
      facture: idSchema,
      /** Mutuelle billed; null: the client. */
      organisme: idSchema.nullable(),
      commentaire: optionalText(500),
    }),
    response: factureSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
};
