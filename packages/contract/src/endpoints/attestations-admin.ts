import { ATTESTATION_SANS_MOTIFS, ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, paginated } from '../common.ts';
import { backOffice, backOfficeOr, endpoint, type EndpointDef } from '../endpoint.ts';

/*
 * The yearly tax certificates in the back office (issue 28 point 5, docs/facturation.md
 * « Attestations fiscales au back-office »): draw up those of a year for every client (in lots,
 * idempotent), list them, resend one by mail, and see who has none and why. Accounting and
 * administrators only; the family's screen asks only what it may do for its last year.
 */

const TAG = 'Attestations fiscales';

/** A year already over (the API refuses the current one with ATTESTATION_YEAR_NOT_OVER). */
const anneeSchema = z.coerce
  .number({ error: 'Année attendue (AAAA).' })
  .int('Année attendue (AAAA).')
  .min(2000, 'Année attendue entre 2000 et 2200.')
  .max(2200, 'Année attendue entre 2000 et 2200.');

/** Clients drawn up by one call of the year's generation (docs/facturation.md). */
export const ATTESTATIONS_LOT = 20;

export const attestationSansMotifSchema = z.enum(ATTESTATION_SANS_MOTIFS);

/** A certificate of the year, as the back office lists it. */
export const attestationAdminItemSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  client_nom: z.string(),
  annee: z.number().int(),
  /** What the client paid itself in the year, cents. */
  montant_centimes: z.number().int(),
  heures: z.number(),
  filename: z.string(),
  created_at: z.string(),
  /** Last mailed by the back office; null: never sent. */
  envoyee_at: z.string().nullable(),
});

/** A client of the year without a certificate, and why. */
export const sansAttestationItemSchema = z.object({
  client_id: idSchema,
  client_nom: z.string(),
  motif: attestationSansMotifSchema,
  motif_label: z.string(),
});

/** Count of clients left without a certificate for one reason. */
export const attestationMotifCountSchema = z.object({
  motif: attestationSansMotifSchema,
  label: z.string(),
  nb: z.number().int(),
});

/** What one call of the year's generation did, and what remains. */
export const attestationsGenerationSchema = z.object({
  annee: z.number().int(),
  /** Drawn up by this call. */
  etablies: z.number().int(),
  /** Already there: left as they were. */
  deja_etablies: z.number().int(),
  /** Clients of this lot left without one (nothing the client paid itself). */
  sans: z.array(attestationMotifCountSchema),
  /** Clients whose certificate failed (logged; the next run tries again). */
  erreurs: z.number().int(),
  /** Clients who paid in the year still to look at: call again with `apres_id` while > 0. */
  restantes: z.number().int(),
  /** The last client looked at. */
  apres_id: z.number().int().nullable(),
  /** Clients who paid in the year (the whole run), for the progress bar. */
  total: z.number().int(),
});

/** What the family may do about its last year's certificate. */
export const attestationEtatSchema = z.object({
  annee: z.number().int(),
  /** The certificate of that year exists already. */
  existe: z.boolean(),
  /** The family may draw it up (or again) now. */
  possible: z.boolean(),
  /** Why not, in French (null when possible). */
  raison: z.string().nullable(),
});

export type AttestationAdminItem = z.infer<typeof attestationAdminItemSchema>;
export type SansAttestationItem = z.infer<typeof sansAttestationItemSchema>;
export type AttestationsGeneration = z.infer<typeof attestationsGenerationSchema>;
export type AttestationEtat = z.infer<typeof attestationEtatSchema>;

const pageQuery = {
  annee: anneeSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const attestationsAdminEndpoints = {
  genererAttestationsAnnee: endpoint({
    method: 'POST',
    path: '/api/attestations-fiscales/generer-annee',
    summary:
      "Établit les attestations fiscales d'une année écoulée pour tous les clients qui ont payé, par lots de 20 (rappeler avec apres_id tant qu'il en reste) ; celles déjà établies ne sont pas refaites.",
    tag: TAG,
    body: z.strictObject({ annee: anneeSchema, apres_id: z.number().int().min(0).optional() }),
    response: attestationsGenerationSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  listAttestationsAnnee: endpoint({
    method: 'GET',
    path: '/api/attestations-fiscales',
    summary:
      "Les attestations fiscales d'une année (client, montant, date d'établissement, envoi), par page.",
    tag: TAG,
    query: z.strictObject(pageQuery),
    response: paginated(attestationAdminItemSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  listSansAttestation: endpoint({
    method: 'GET',
    path: '/api/attestations-fiscales/sans-attestation',
    summary:
      "Les clients facturés ou payés dans l'année qui n'ont pas d'attestation fiscale, avec la raison, par page.",
    tag: TAG,
    query: z.strictObject(pageQuery),
    response: paginated(sansAttestationItemSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  envoyerAttestationFiscale: endpoint({
    method: 'POST',
    path: '/api/attestations-fiscales/envoyer',
    summary: 'Envoie de nouveau une attestation fiscale par e-mail au client (PDF joint).',
    tag: TAG,
    body: z.strictObject({ id: idSchema }),
    response: attestationAdminItemSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMPTABILITE),
  }),
  getAttestationFiscaleEtat: endpoint({
    method: 'GET',
    path: '/api/attestations-fiscales/{id}/etat',
    summary:
      "Ce que le client peut faire pour l'attestation de la dernière année écoulée : l'établir, la mettre à jour, ou pourquoi non.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: attestationEtatSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
} satisfies Record<string, EndpointDef>;
