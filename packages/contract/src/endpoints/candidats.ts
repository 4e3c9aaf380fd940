import { BACK_OFFICE_ROLES, ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  halfHourTimeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  messageSchema,
  optionalText,
  pageQuerySchema,
  paginated,
  phoneSchema,
  skillIdSchema,
  text,
} from '../common.ts';
import { backOffice, endpoint, publicAccess, rolesOnly } from '../endpoint.ts';
import {
  absenceMotifSchema,
  absenceSchema,
  agentDispoSchema,
  agentInterventionSchema,
  annonceAroundSchema,
  bilanSchema,
  candidatAroundSchema,
  candidatListItemSchema,
  candidatSchema,
  cockpitTacheSchema,
  congeSchema,
  deletedSchema,
  demissionSchema,
  documentSchema,
  generatedFileSchema,
  MAP_POSITIONS_MAX,
  mapBoxSchema,
  mapPositionsSchema,
  retardSchema,
  transportTypeIdSchema,
} from '../entities.ts';
import {
  addressInputShape,
  bodyPageSchema,
  civiliteInputSchema,
  codePostalSchema,
  cockpitAffectSchema,
  cockpitFilterSchema,
  distanceKMSchema,
  endAfterStart,
  formIdSchema,
  idList,
  optionalPhoneSchema,
  devisSignatureInputShape,
  skillIdListSchema,
  draftSlotInputSchema,
  weeklySlotInputSchema,
  aroundSearchBodySchema,
} from '../inputs.ts';

const TAG = 'Candidats (agents)';

/** Files accepted for agent uploads (letters, certificates). */
export const UPLOAD = {
  fileField: 'file',
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
} as const;

export const infoSuppInputSchema = z.strictObject({
  info_supp_id: idSchema,
  valeur: optionalText(255),
});

/** Identity and contact: the first step of an application. */
export const candidatIdentityShape = {
  civilite: civiliteInputSchema,
  nom: text(100),
  prenom: text(100),
  email: emailSchema,
  mobile: phoneSchema,
  date_naissance: dateSchema,
  codep: codePostalSchema,
  ville: text(100),
  services: skillIdListSchema.min(1, 'Choisissez au moins un service.'),
};

/** The rest of an application. */
export const candidatProfileShape = {
  ...addressInputShape,
  fixe: optionalPhoneSchema,
  competence_ids: idList(100).default([]),
  infos_supp: z.array(infoSuppInputSchema).max(50).default([]),
  transport_type_id: transportTypeIdSchema.nullish().transform((value) => value ?? null),
  rayon_km: z.number().int().min(1).max(200).default(20),
  disponibilites: z.array(draftSlotInputSchema).max(50).default([]),
  experience_annees: z.number().int().min(0).max(60).nullish(),
  presentation: optionalText(2000),
};

const candidatApplicationSchema = z.strictObject({
  /** Given by /api/candidat/step1 to finish the same application; absent for a one-go application. */
  application_token: z.string().min(1).max(2048).optional(),
  ...candidatIdentityShape,
  ...candidatProfileShape,
  accept_rgpd: z.literal(true, { message: 'Vous devez accepter le traitement de vos données.' }),
});

/** Fields an agent (or recruitment) may change on an agent record. */
const candidatEditableShape = {
  ...candidatIdentityShape,
  services: skillIdListSchema.min(1),
  ...candidatProfileShape,
};

const candidatSearchShape = {
  q: optionalText(100),
  statut_ids: idList().default([]),
  services: skillIdListSchema.default([]),
  codep: codePostalSchema.optional(),
  is_active: z.boolean().optional(),
};

const periodBodySchema = z
  .strictObject({ candidat_id: idSchema, date_debut: dateSchema, date_fin: dateSchema })
  .refine(...endAfterStart('date_debut', 'date_fin'));

/** An unavailability period of section 3 (leave, absence): debut, fin, times default 08:00. */
const unavailabilitySchema = z.strictObject({
  candidat_id: idSchema,
  debut: dateSchema,
  fin: dateSchema,
  time_debut: halfHourTimeSchema.default('08:00'),
  time_fin: halfHourTimeSchema.default('08:00'),
});

/** Refinement arguments: the end follows the start (on the same day, the end time does). */
const unavailabilityOrdered: [
  (value: { debut: string; fin: string; time_debut: string; time_fin: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) =>
    value.fin > value.debut || (value.fin === value.debut && value.time_fin > value.time_debut),
  { message: 'La fin doit suivre le début.', path: ['fin'] },
];

/** The agent itself, for its own record, or the recruitment team. */
const agentOrRecrutement = rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.AGENT], 'candidat');

export const candidatsEndpoints = {
  createCandidat: endpoint({
    method: 'POST',
    path: '/api/candidat',
    summary:
      "Dépose une candidature d'agent complète (ou termine celle commencée par l'étape 1 avec son jeton).",
    tag: TAG,
    body: candidatApplicationSchema,
    response: z.object({ id: idSchema, is_candidature_complete: z.literal(true) }),
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  createCandidatStep1: endpoint({
    method: 'POST',
    path: '/api/candidat/step1',
    summary:
      "Enregistre la première étape d'une candidature (identité, contact, services) et rend un jeton pour la terminer.",
    tag: TAG,
    body: z.strictObject({
      ...candidatIdentityShape,
      accept_rgpd: z.literal(true, {
        message: 'Vous devez accepter le traitement de vos données.',
      }),
    }),
    response: z.object({
      id: idSchema,
      application_token: z.string(),
      is_candidature_complete: z.literal(false),
    }),
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  updateCandidat: endpoint({
    method: 'POST',
    path: '/api/candidat/update',
    summary:
      "Met à jour les champs envoyés d'une fiche (l'agent : son profil ; le recrutement : aussi le statut, l'entretien, les documents vérifiés, un commentaire).",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        civilite: civiliteInputSchema.optional(),
        nom: text(100).optional(),
        prenom: text(100).optional(),
        email: emailSchema.optional(),
        mobile: phoneSchema.optional(),
        fixe: optionalPhoneSchema.optional(),
        date_naissance: dateSchema.optional(),
        adresse: text(255).optional(),
        codep: codePostalSchema.optional(),
        ville: text(100).optional(),
        country: text(100).optional(),
        lat: latitudeSchema.nullable().optional(),
        lng: longitudeSchema.nullable().optional(),
        services: skillIdListSchema.min(1).optional(),
        competence_ids: idList(100).optional(),
        transport_type_id: transportTypeIdSchema.nullable().optional(),
        rayon_km: z.number().int().min(1).max(200).optional(),
        disponibilites: z.array(draftSlotInputSchema).max(50).optional(),
        experience_annees: z.number().int().min(0).max(60).nullable().optional(),
        presentation: optionalText(2000).optional(),
        /*
         * The recruitment team only (403 for the agent): the moves of a file that need no other
         * field, so that an application left unfinished can still be moved, checked or commented.
         */
        statut_id: idSchema.optional(),
        is_active: z.boolean().optional(),
        entretien_at: dateTimeSchema.nullish(),
        documents_verifies: z.literal(true).optional(),
        commentaire: optionalText(2000).optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' }),
    response: candidatSchema,
    envelope: 'data',
    access: agentOrRecrutement,
  }),
  saveCandidatInfosSupp: endpoint({
    method: 'POST',
    path: '/api/candidat-infos-supp',
    summary: "Remplace les informations complémentaires d'un agent (permis, animaux acceptés…).",
    tag: TAG,
    body: z.strictObject({
      candidat_id: idSchema,
      infos_supp: z.array(infoSuppInputSchema).max(50),
    }),
    response: candidatSchema,
    envelope: 'data',
    access: agentOrRecrutement,
  }),
  getJobArround: endpoint({
    method: 'GET',
    path: '/api/candidat/JobArround',
    summary:
      "Annonces actives autour de l'adresse de l'agent connecté, dans ses services (rayon par défaut de l'agence).",
    tag: TAG,
    query: z.strictObject({ distanceKM: z.coerce.number().positive().max(200).optional() }),
    response: z.array(annonceAroundSchema),
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT]),
  }),
  listCandidatsAround: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidats/candidats-around',
    summary:
      "Agents autour d'un point (rayon par défaut de l'agence), filtrés par service et statut, du plus proche au plus loin, 50 par page, avec le nombre dans le rayon.",
    tag: TAG,
    body: aroundSearchBodySchema.extend({ page: bodyPageSchema }),
    response: paginated(candidatAroundSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listCandidatMapsPositions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat/maps-positions',
    summary: `Positions des agents pour la carte du back-office (${MAP_POSITIONS_MAX} au plus, dans la zone \`bbox\` si elle est donnée).`,
    tag: TAG,
    body: z.strictObject({
      services: skillIdListSchema.default([]),
      statut_ids: idList().default([]),
      is_active: z.boolean().optional(),
      bbox: mapBoxSchema.optional(),
    }),
    response: mapPositionsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  searchCandidatsByName: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat/name',
    summary: 'Recherche rapide des agents par nom ou prénom (20 résultats au plus).',
    tag: TAG,
    body: z.strictObject({ name: text(100) }),
    response: z.array(candidatListItemSchema).max(20),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  saveCandidat: endpoint({
    method: 'POST',
    path: '/api/candidat/save',
    summary:
      'Crée ou met à jour une fiche agent depuis le back-office (statut, dates, commentaire).',
    tag: TAG,
    body: z.strictObject({
      id: idSchema.optional(),
      ...candidatEditableShape,
      date_naissance: dateSchema.nullish(),
      statut_id: idSchema,
      is_active: z.boolean().default(true),
      date_entree: dateSchema.nullish(),
      date_sortie: dateSchema.nullish(),
      /** The interview planned (status "Entretien planifié"); null clears it. */
      entretien_at: dateTimeSchema.nullish(),
      /** True: the recruiter checked the documents the candidate uploaded (closes that task). */
      documents_verifies: z.boolean().optional(),
      /** Adds a comment to the record. */
      commentaire: optionalText(2000),
    }),
    response: candidatSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  deleteCandidat: endpoint({
    method: 'DELETE',
    path: '/api/candidat/delete/{id}',
    summary:
      'Supprime une fiche agent sans intervention passée (sinon 409 : la fiche est désactivée, pas supprimée).',
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  getCandidat: endpoint({
    method: 'GET',
    path: '/api/candidat/{id}',
    summary: "Fiche d'un agent.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: candidatSchema,
    envelope: 'data',
    access: rolesOnly([...BACK_OFFICE_ROLES, ROLE.AGENT], 'candidat'),
  }),
  listCandidats: endpoint({
    method: 'GET',
    path: '/api/candidats/',
    summary: 'Agents actifs par nom (listes de choix du back-office), 100 par page.',
    tag: TAG,
    query: pageQuerySchema,
    response: paginated(
      candidatListItemSchema.pick({
        id: true,
        nom: true,
        prenom: true,
        statut: true,
        services: true,
      }),
    ),
    envelope: 'data',
    access: backOffice(),
  }),
  searchCandidatsByStatuts: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidats/search-by-statuts',
    summary: 'Agents par statut de recrutement, paginés.',
    tag: TAG,
    query: pageQuerySchema,
    body: z.strictObject({
      statut_ids: idList().min(1, 'Choisissez au moins un statut.'),
      services: skillIdListSchema.default([]),
    }),
    response: paginated(candidatListItemSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  searchCandidats: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidats/search',
    summary:
      'Recherche des agents (nom, e-mail, téléphone, statut, service, code postal), paginée.',
    tag: TAG,
    body: z.strictObject({ ...candidatSearchShape, page: bodyPageSchema }),
    response: paginated(candidatListItemSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  listCandidatDocuments: endpoint({
    method: 'GET',
    path: '/api/candidats/documents/{candidatId}',
    summary: "Documents d'un agent (CV, contrat, fiches de paie, arrêts…).",
    tag: TAG,
    params: { candidatId: 'encrypted' },
    response: z.array(documentSchema),
    envelope: 'documents',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE, ROLE.AGENT], 'candidat'),
  }),
  deleteCandidatDocument: endpoint({
    method: 'DELETE',
    path: '/api/candidats/documents/delete/{id}',
    summary: "Supprime un document d'un agent (pas un contrat signé ni une fiche de paie : 409).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice([...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE]),
  }),
  saveContratSigne: endpoint({
    method: 'POST',
    path: '/api/candidats/save-contrat-signe',
    summary: "L'agent signe électroniquement son contrat de travail.",
    tag: TAG,
    body: z.strictObject({ document_id: idSchema, ...devisSignatureInputShape }),
    response: documentSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT], 'document'),
  }),
  createImageSignature: endpoint({
    method: 'POST',
    path: '/api/tools/create-image-signature',
    summary: "Dessine l'image d'une signature à partir du nom tapé (aperçu avant de signer).",
    tag: TAG,
    body: z.strictObject({ text: text(100) }),
    /** A PNG as a data URL. */
    response: z.object({ image: z.string().startsWith('data:image/png;base64,') }),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.CLIENT, ROLE.AGENT]),
  }),
  sendContratTravail: endpoint({
    method: 'POST',
    path: '/api/candidats/send-contrat-travail',
    summary: "Génère le contrat de travail d'un agent et le lui envoie à signer.",
    tag: TAG,
    body: z
      .strictObject({
        candidat_id: idSchema,
        type_contrat: z.enum(['CDI', 'CDD']),
        date_debut: dateSchema,
        date_fin: dateSchema.nullish(),
        nb_heures_hebdo: z.number().min(0).max(48).multipleOf(0.5),
        taux_horaire_brut: z.number().positive().max(200).multipleOf(0.01),
      })
      .refine((body) => body.type_contrat === 'CDI' || Boolean(body.date_fin), {
        message: 'Un CDD a une date de fin.',
        path: ['date_fin'],
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: documentSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
    status: 201,
  }),
  saveContratTravailContresigne: endpoint({
    method: 'POST',
    path: '/api/candidats/save-contrat-travail-contresigne',
    summary: "L'employeur contresigne le contrat de travail signé par l'agent.",
    tag: TAG,
    body: z.strictObject({ document_id: idSchema, ...devisSignatureInputShape }),
    response: documentSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  deleteCandidatCommentaire: endpoint({
    method: 'DELETE',
    path: '/api/candidats/commentaires/delete/{id}',
    summary: "Supprime un commentaire d'une fiche agent.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  sendEmailEditCandidature: endpoint({
    method: 'POST',
    path: '/api/candidats/send-email-edit-candidature',
    summary: 'Envoie au candidat un lien pour compléter ou corriger sa candidature.',
    tag: TAG,
    body: z.strictObject({ candidat_id: idSchema, message: optionalText(2000) }),
    response: messageSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  getCandidatBilan: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat/bilan',
    summary: "Bilan d'activité d'un agent sur une période (heures, absences, retards, note).",
    tag: TAG,
    body: periodBodySchema,
    response: bilanSchema,
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE, ROLE.AGENT], 'candidat'),
  }),
  exportCandidatBilan: endpoint({
    method: 'POST',
    path: '/api/candidat/bilan-export',
    summary: "Exporte le bilan d'activité d'un agent (PDF, CSV ou XLSX) à ouvrir par serve-file.",
    tag: TAG,
    body: z
      .strictObject({
        candidat_id: idSchema,
        date_debut: dateSchema,
        date_fin: dateSchema,
        /** pdf to read, csv and xlsx (spreadsheet, written by exceljs) to work on. */
        format: z.enum(['pdf', 'csv', 'xlsx']).default('pdf'),
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: generatedFileSchema,
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE, ROLE.AGENT], 'candidat'),
    status: 201,
  }),
  saveDemission: endpoint({
    method: 'POST',
    path: '/api/candidat/demission',
    summary: "L'agent remet sa démission avec sa lettre (fichier obligatoire).",
    tag: TAG,
    multipart: { ...UPLOAD, required: true },
    body: z.strictObject({
      candidat_id: formIdSchema,
      date_effet: dateSchema,
      motif: optionalText(2000),
    }),
    response: demissionSchema,
    envelope: 'data',
    access: agentOrRecrutement,
    status: 201,
  }),
  saveAbsenceJustificatif: endpoint({
    method: 'POST',
    path: '/api/candidat/absence/save-justificatif',
    summary:
      'Joint un justificatif (fichier facultatif) et un commentaire à une absence ; les champs vides ne sont pas envoyés.',
    tag: TAG,
    multipart: { ...UPLOAD, required: false },
    body: z.strictObject({
      absence_id: formIdSchema,
      commentaire: optionalText(2000),
      document_type_id: z.coerce
        .number()
        .pipe(z.literal([8, 10]))
        .optional(),
    }),
    response: absenceSchema,
    envelope: 'data',
    access: agentOrRecrutement,
  }),
  checkStatusAgentForAppli: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat/check-status-agent-for-appli',
    summary:
      "Indique si l'agent peut utiliser l'espace agent de l'application (actif, contrat signé).",
    tag: TAG,
    body: z.strictObject({ candidat_id: idSchema }),
    response: z.object({
      candidat_id: idSchema,
      statut: z.string(),
      is_active: z.boolean(),
      has_contrat_signe: z.boolean(),
      can_use_app: z.boolean(),
      /** Why the agent space is closed, in French, when it is. */
      message: z.string().nullable(),
    }),
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT], 'candidat'),
  }),
  listCockpitRecrutement: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidat-cockpit/recrutement',
    summary: 'Tâches du cockpit recrutement, paginées et filtrées.',
    tag: TAG,
    query: pageQuerySchema,
    body: cockpitFilterSchema,
    response: paginated(cockpitTacheSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  affectTacheRecrutement: endpoint({
    method: 'POST',
    path: '/api/candidat-cockpit/recrutement/affect-tache',
    summary: 'Affecte une tâche du cockpit recrutement à un membre de l’équipe (ou la libère).',
    tag: TAG,
    body: cockpitAffectSchema,
    response: cockpitTacheSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  markCockpitNoteTraitee: endpoint({
    method: 'POST',
    path: '/api/candidat-cockpit/recrutement/cockpit-note-traitee',
    summary: 'Marque une tâche du cockpit recrutement comme traitée, avec une note.',
    tag: TAG,
    body: z.strictObject({ tache_id: idSchema, note: optionalText(2000) }),
    response: cockpitTacheSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT),
  }),
  listAgentsDisposForHoraires: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidats/agents-dispos-for-horaires',
    summary:
      "Agents disponibles pour des créneaux hebdomadaires autour d'un point, à partir d'une date.",
    tag: TAG,
    body: z.strictObject({
      client_besoin_skill_id: skillIdSchema,
      horaires: z.array(weeklySlotInputSchema).min(1).max(21),
      date_debut: dateSchema,
      lat: latitudeSchema,
      lng: longitudeSchema,
      distanceKM: distanceKMSchema,
    }),
    response: z.array(agentDispoSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  saveConge: endpoint({
    method: 'POST',
    path: '/api/candidat/conges/save',
    summary: 'Demande de congé d’un agent (à valider par le recrutement).',
    tag: TAG,
    body: unavailabilitySchema
      .extend({ motif: optionalText(500) })
      .refine(...unavailabilityOrdered),
    response: congeSchema,
    envelope: 'data',
    access: agentOrRecrutement,
    status: 201,
  }),
  saveAbsence: endpoint({
    method: 'POST',
    path: '/api/candidat/absences/save',
    summary: "Déclare une absence d'un agent ; ses interventions de la période sont à remplacer.",
    tag: TAG,
    body: unavailabilitySchema
      .extend({ motif: absenceMotifSchema, commentaire: optionalText(2000) })
      .refine(...unavailabilityOrdered),
    response: absenceSchema,
    envelope: 'data',
    access: agentOrRecrutement,
    status: 201,
  }),
  saveRetard: endpoint({
    method: 'POST',
    path: '/api/candidat/retards/save',
    summary: "Déclare un retard d'un agent sur une intervention ; le client est prévenu.",
    tag: TAG,
    body: z.strictObject({
      candidat_id: idSchema,
      intervention_id: idSchema,
      minutes: z.number().int().min(1).max(240),
      motif: optionalText(500),
    }),
    response: retardSchema,
    envelope: 'data',
    access: agentOrRecrutement,
    status: 201,
  }),
  listCandidatInterventions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/candidats/interventions/{candidatId}',
    summary: "Interventions d'un agent sur une période.",
    tag: TAG,
    params: { candidatId: 'encrypted' },
    body: z
      .strictObject({ date_debut: dateSchema, date_fin: dateSchema })
      .refine(...endAfterStart('date_debut', 'date_fin'))
      .refine((body) => daysBetween(body.date_debut, body.date_fin) <= 366, {
        message: 'Une année au plus.',
        path: ['date_fin'],
      }),
    response: z.array(agentInterventionSchema),
    envelope: 'data',
    access: rolesOnly([...BACK_OFFICE_ROLES, ROLE.AGENT], 'candidat'),
  }),
};

/** Days between two ISO dates. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}
