import {
  AGENT_DOCUMENT_TYPES_BY_AGENCY,
  CANDIDATURE_DOCUMENT_TYPES,
  ROLE,
  ROLE_GROUPS,
} from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, messageSchema, optionalText, skillIdSchema } from '../common.ts';
import { backOffice, endpoint, publicAccess, rolesOnly } from '../endpoint.ts';
import {
  annonceAroundSchema,
  candidatureSchema,
  cockpitColleagueSchema,
  cockpitCountsSchema,
  cockpitTacheSchema,
  contratTravailSchema,
  documentSchema,
} from '../entities.ts';
import { aroundShape, addressInputShape, draftSlotInputSchema, formIdSchema } from '../inputs.ts';
import { candidatIdentityShape, infoSuppInputSchema, UPLOAD } from './candidats.ts';

/*
 * The project's own calls of recruitment (docs/recrutement.md), beside the Candidates and
 * Announcements calls of the specification: the public application saved step by step through the
 * token its first step gives (and the mailed edit link), the documents a candidate sends with it,
 * the job posts a visitor sees around them and the interest they show, the documents the agency
 * files for an agent, the work contracts of a candidate, and the recruitment cockpit's badges and
 * team. Public calls sit under /api/candidat/ (the web app lets those out without a token).
 */

const TAG = 'Recrutement';

/** The token of an application: given by step 1 and by the mailed edit link. */
const applicationTokenSchema = z.string().min(1).max(2048);

/** The steps after the first (identity goes through candidat/step1, documents are uploads). */
const etapeSchema = z.discriminatedUnion('etape', [
  z.strictObject({
    application_token: applicationTokenSchema,
    etape: z.literal('adresse'),
    ...addressInputShape,
  }),
  z.strictObject({
    application_token: applicationTokenSchema,
    etape: z.literal('competences'),
    services: candidatIdentityShape.services,
    competence_ids: z.array(idSchema).max(100).default([]),
    infos_supp: z.array(infoSuppInputSchema).max(50).default([]),
    experience_annees: z.number().int().min(0).max(60).nullish(),
    presentation: optionalText(2000),
  }),
  z.strictObject({
    application_token: applicationTokenSchema,
    etape: z.literal('disponibilites'),
    disponibilites: z.array(draftSlotInputSchema).min(1, 'Indiquez au moins un créneau.').max(50),
    transport_type_id: z
      .number()
      .int()
      .pipe(z.literal([1, 2, 3, 5])),
    rayon_km: z.number().int().min(1).max(200).default(20),
  }),
]);

export const recrutementProjectEndpoints = {
  getCandidature: endpoint({
    method: 'GET',
    path: '/api/candidat/candidature',
    summary:
      'La candidature du jeton (lien de l’étape 1 ou lien de modification envoyé par e-mail) : ce qui est enregistré et l’étape atteinte.',
    tag: TAG,
    query: z.strictObject({ token: applicationTokenSchema }),
    response: candidatureSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  saveCandidatureEtape: endpoint({
    method: 'POST',
    path: '/api/candidat/candidature/etape',
    summary:
      'Enregistre une étape de la candidature (adresse, compétences, disponibilités) ; une étape sautée est refusée.',
    tag: TAG,
    body: etapeSchema,
    response: candidatureSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  uploadCandidatureDocument: endpoint({
    method: 'POST',
    path: '/api/candidat/candidature/documents',
    summary:
      "Joint un document à la candidature (CV, pièce d'identité, carte Vitale, RIB, pass sanitaire), vérifié par son contenu.",
    tag: TAG,
    multipart: { ...UPLOAD, required: true },
    body: z.strictObject({
      application_token: applicationTokenSchema,
      document_type_id: z.coerce.number().pipe(z.literal(CANDIDATURE_DOCUMENT_TYPES)),
    }),
    response: documentSchema,
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  listAnnoncesPubliques: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat/annonces-publiques',
    summary:
      "Annonces actives autour d'un point (rayon par défaut de l'agence) pour un visiteur : la ville seulement, jamais l'adresse du client.",
    tag: TAG,
    body: z.strictObject({ ...aroundShape, services: z.array(skillIdSchema).max(5).default([]) }),
    response: z.array(annonceAroundSchema),
    envelope: 'data',
    access: publicAccess,
  }),
  declareCandidatureInteret: endpoint({
    method: 'POST',
    path: '/api/candidat/candidature/interet',
    summary:
      "Un candidat (avec le jeton de sa candidature) se dit intéressé par une annonce : une tâche s'ouvre au cockpit recrutement.",
    tag: TAG,
    body: z.strictObject({
      application_token: applicationTokenSchema,
      annonce_id: idSchema,
      message: optionalText(1000),
    }),
    response: messageSchema,
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  declareAnnonceInteret: endpoint({
    method: 'POST',
    path: '/api/annonces/interet',
    summary:
      "L'agent connecté se dit intéressé par une annonce : une tâche s'ouvre au cockpit recrutement.",
    tag: TAG,
    body: z.strictObject({ annonce_id: idSchema, message: optionalText(1000) }),
    response: messageSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT]),
    status: 201,
  }),
  uploadCandidatDocument: endpoint({
    method: 'POST',
    path: '/api/candidats/documents/upload',
    summary:
      "L'agence dépose un document pour un agent (fiche de paie, contrat signé sur papier, note de frais, autre).",
    tag: TAG,
    multipart: { ...UPLOAD, required: true },
    body: z.strictObject({
      candidat_id: formIdSchema,
      document_type_id: z.coerce.number().pipe(z.literal(AGENT_DOCUMENT_TYPES_BY_AGENCY)),
      libelle: optionalText(200),
      date_document: dateSchema.optional(),
    }),
    response: documentSchema,
    envelope: 'data',
    access: backOffice([...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE]),
    status: 201,
  }),
  listContratsTravail: endpoint({
    method: 'GET',
    path: '/api/candidats/contrats/{candidatId}',
    summary:
      "Contrats de travail d'un candidat ou d'un agent, le plus récent d'abord (l'agent : les siens).",
    tag: TAG,
    params: { candidatId: 'encrypted' },
    response: z.array(contratTravailSchema),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.AGENT], 'candidat'),
  }),
  cancelContratTravail: endpoint({
    method: 'POST',
    path: '/api/candidats/contrats/annuler',
    summary:
      'Annule un contrat de travail pas encore contresigné (le candidat revient à « Dossier incomplet »).',
    tag: TAG,
    body: z.strictObject({ contrat_id: idSchema, motif: optionalText(500) }),
    response: contratTravailSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  countCockpitRecrutement: endpoint({
    method: 'GET',
    path: '/api/candidat-cockpit/recrutement/counts',
    summary:
      'Nombre de tâches ouvertes du cockpit recrutement visibles par l’appelant (pastilles, sans recharger).',
    tag: TAG,
    response: cockpitCountsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  listEquipeRecrutement: endpoint({
    method: 'GET',
    path: '/api/candidat-cockpit/equipe',
    summary:
      "Les collègues à qui confier une tâche du cockpit recrutement : comptes actifs de l'équipe recrutement (administrateurs et recruteurs).",
    tag: TAG,
    response: z.array(cockpitColleagueSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  reopenTacheRecrutement: endpoint({
    method: 'POST',
    path: '/api/candidat-cockpit/recrutement/rouvrir',
    summary: 'Rouvre une tâche du cockpit recrutement marquée traitée par erreur.',
    tag: TAG,
    body: z.strictObject({ tache_id: idSchema }),
    response: cockpitTacheSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
};
