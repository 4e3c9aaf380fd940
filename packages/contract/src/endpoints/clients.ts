import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  emailSchema,
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
import { backOffice, backOfficeOr, endpoint, publicAccess, rolesOnly } from '../endpoint.ts';
import {
  agentDispoSchema,
  clientAroundSchema,
  clientDetailSchema,
  clientDocumentsSchema,
  clientListItemSchema,
  clientSchema,
  clientStatutSchema,
  cockpitTacheSchema,
  commentaireSchema,
  contactSchema,
  deletedSchema,
  devisEstimateSchema,
  devisSchema,
  devisSignedSchema,
  documentSchema,
  documentTypeIdSchema,
  interventionSchema,
  interventionStatutSchema,
  MAP_POSITIONS_MAX,
  mapBoxSchema,
  mapPositionsSchema,
  missionSchema,
  stripeClientSecretSchema,
} from '../entities.ts';
import {
  addressInputShape,
  besoinInputShape,
  bodyPageSchema,
  civiliteInputSchema,
  cockpitAffectSchema,
  cockpitFilterSchema,
  codePostalSchema,
  endAfterStart,
  formIdSchema,
  idList,
  isBesoinComplete,
  optionalEmailSchema,
  optionalPhoneSchema,
  personInputShape,
  devisSignatureInputShape,
  skillIdListSchema,
  weeklySlotInputSchema,
} from '../inputs.ts';

const TAG = 'Clients';

const besoinIncomplete = {
  message: 'Un besoin ponctuel a ses heures ; un besoin récurrent a au moins un créneau.',
  path: ['reccurentArray'],
};

/**
 * Radius of the operators' around searches (clients around a point, agents around a client):
 * more than 0 km, 200 km at most (a region; beyond, "around" means nothing and the list would be
 * the whole country), the agency's default radius when not given (`rayon_recherche_km`, 20 km
 * at first; docs/roles.md, docs/clients.md).
 */
export const CLIENT_RADIUS_KM = Object.freeze({ default: 20, max: 200 });
const radiusKMSchema = z
  .number({ error: 'Rayon en kilomètres attendu.' })
  .gt(0, 'Le rayon doit être supérieur à 0 km.')
  .max(CLIENT_RADIUS_KM.max, `Le rayon ne peut pas dépasser ${CLIENT_RADIUS_KM.max} km.`)
  .optional();

/** Back office: operators who may change a client's file (administrators and the commercial team). */
const COMMERCIAL_OR_CLIENT = [...ROLE_GROUPS.COMMERCIAL, ROLE.CLIENT] as const;

const contactInputSchema = z.strictObject({
  /** Present: update this contact; absent: a new one. */
  id: idSchema.optional(),
  ...personInputShape,
  lien: optionalText(100),
  is_contact_urgence: z.boolean().default(false),
});

export const clientsEndpoints = {
  createClient: endpoint({
    method: 'POST',
    path: '/api/client',
    summary:
      'Formulaire public : une personne laisse ses coordonnées et son besoin ; un prospect est créé et le commercial la rappelle.',
    tag: TAG,
    body: z.strictObject({
      civilite: civiliteInputSchema,
      nom: text(100),
      prenom: text(100),
      email: emailSchema,
      mobile: phoneSchema,
      codep: codePostalSchema,
      ville: text(100),
      adresse: optionalText(255),
      client_besoin_skill_id: skillIdSchema,
      message: optionalText(2000),
      accept_rgpd: z.literal(true, {
        message: 'Vous devez accepter le traitement de vos données.',
      }),
    }),
    response: z.object({ id: idSchema }),
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  estimateClientDevis: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/client/devis',
    summary:
      "Calcule le prix d'un besoin (tarifs de la section 9) pour la barre de réservation, sans rien enregistrer.",
    tag: TAG,
    body: z
      .strictObject({ client_id: idSchema, ...besoinInputShape })
      .refine(isBesoinComplete, besoinIncomplete),
    response: devisEstimateSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  setStripeSecret: endpoint({
    method: 'POST',
    path: '/api/client/set-stripe-secret',
    summary:
      "Prépare l'enregistrement d'un moyen de paiement (carte ou prélèvement SEPA) et rend le secret du formulaire Stripe.",
    tag: TAG,
    body: z.strictObject({
      client_id: idSchema,
      payment_method_type: z.enum(['card', 'sepa_debit']).default('card'),
    }),
    response: stripeClientSecretSchema,
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
  }),
  createStripeCustomer: endpoint({
    method: 'POST',
    path: '/api/client/create-stripe-customer',
    summary: 'Crée le client Stripe du client s’il n’existe pas encore (sans effet sinon).',
    tag: TAG,
    body: z.strictObject({ client_id: idSchema }),
    response: z.object({
      client_id: idSchema,
      has_stripe_customer: z.literal(true),
      created: z.boolean(),
    }),
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
  }),
  signDevisClient: endpoint({
    method: 'POST',
    path: '/api/sign-devis-client',
    summary:
      'Le client signe, dans le parcours de réservation, le devis issu de son besoin ; les missions sont créées.',
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema, ...devisSignatureInputShape }),
    response: devisSignedSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'devis'),
  }),
  sendDevisClientNonSigne: endpoint({
    method: 'POST',
    path: '/api/send-devis-client-non-signe',
    summary: 'Envoie au client par e-mail un devis non signé avec le lien pour le signer.',
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema }),
    response: messageSchema,
    envelope: 'data',
    access: rolesOnly(COMMERCIAL_OR_CLIENT, 'devis'),
  }),
  saveFilenameDevisSigne: endpoint({
    method: 'POST',
    path: '/api/devis/save-filename-devis-signe',
    summary:
      'Rattache à un devis la copie signée hors ligne (document de type 4 déjà déposé) et le marque signé.',
    tag: TAG,
    body: z.strictObject({ devis_id: idSchema, document_id: idSchema, signed_at: dateSchema }),
    response: devisSignedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  listClientMapsPositions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/maps-positions',
    summary: `Positions des clients géolocalisés pour la carte du back-office (fiches actives par défaut ; ${MAP_POSITIONS_MAX} au plus, dans la zone \`bbox\` si elle est donnée).`,
    tag: TAG,
    body: z.strictObject({
      statut_ids: idList().default([]),
      services: skillIdListSchema.default([]),
      /** Active records only unless false is asked (deleted records are inactive). */
      is_active: z.boolean().default(true),
      bbox: mapBoxSchema.optional(),
    }),
    response: mapPositionsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  saveClient: endpoint({
    method: 'POST',
    path: '/api/client/save',
    summary:
      'Crée ou met à jour une fiche client depuis le back-office (statut, mutuelle, commentaire).',
    tag: TAG,
    body: z.strictObject({
      id: idSchema.optional(),
      civilite: civiliteInputSchema.nullish(),
      nom: text(100),
      prenom: optionalText(100),
      email: optionalEmailSchema,
      mobile: optionalPhoneSchema,
      fixe: optionalPhoneSchema,
      date_naissance: dateSchema.nullish(),
      ...addressInputShape,
      informations_acces: optionalText(1000),
      statut_id: idSchema,
      mutuelle_id: idSchema.nullish(),
      is_active: z.boolean().default(true),
      /** Adds a comment to the record. */
      commentaire: optionalText(2000),
    }),
    response: clientSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  saveDepassement: endpoint({
    method: 'POST',
    path: '/api/client/savedepassement',
    summary:
      "Enregistre l'accord du client pour des heures au-delà de celles prises en charge par sa mutuelle, facturées au client.",
    tag: TAG,
    body: z.strictObject({
      mission_id: idSchema,
      nb_heures: z.number().positive().max(1000).multipleOf(0.5),
      commentaire: optionalText(1000),
    }),
    response: missionSchema,
    envelope: 'data',
    // The commercial team agrees it with the client; accounting bills the hours.
    access: rolesOnly([...ROLE_GROUPS.COMMERCIAL, ROLE.COMPTABILITE, ROLE.CLIENT], 'mission'),
  }),
  saveClientContacts: endpoint({
    method: 'POST',
    path: '/api/clients/save-client-contacts',
    summary: "Remplace la liste des contacts d'un client (proches, contacts d'urgence).",
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, contacts: z.array(contactInputSchema).max(20) }),
    response: z.array(contactSchema),
    envelope: 'data',
    access: rolesOnly(COMMERCIAL_OR_CLIENT, 'client'),
  }),
  listClientContacts: endpoint({
    method: 'GET',
    path: '/api/clients/client-contacts/{id}',
    summary: "Contacts d'un client.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(contactSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  saveBesoin: endpoint({
    method: 'POST',
    path: '/api/client/save-besoin',
    summary:
      'Le client valide son besoin : le devis à signer est créé et le brouillon correspondant supprimé.',
    tag: TAG,
    body: z
      .strictObject({ client_id: idSchema, brouillon_id: idSchema.nullish(), ...besoinInputShape })
      .refine(isBesoinComplete, besoinIncomplete),
    response: devisSchema,
    envelope: 'data',
    access: rolesOnly(COMMERCIAL_OR_CLIENT, 'client'),
    status: 201,
  }),
  addBesoin: endpoint({
    method: 'POST',
    path: '/api/client/add-besoin',
    summary:
      'Ajoute un besoin à une mission en cours (prolonger la mission) : un devis complémentaire est créé, à signer.',
    tag: TAG,
    body: z
      .strictObject({ client_id: idSchema, mission_id: idSchema, ...besoinInputShape })
      .refine(isBesoinComplete, besoinIncomplete),
    response: devisSchema,
    envelope: 'data',
    access: rolesOnly(COMMERCIAL_OR_CLIENT, 'client'),
    status: 201,
  }),
  initClientMutuelle: endpoint({
    method: 'POST',
    path: '/api/client/init-client-mutuelle',
    summary:
      "Ouvre la prise en charge d'un client par sa mutuelle : mission avec le nombre d'heures accordé et la référence du dossier.",
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        mutuelle_id: idSchema,
        /** The insurer's file reference, kept as the mission reference (unique). */
        reference: text(30),
        client_besoin_skill_id: skillIdSchema,
        nb_heures_total: z.number().positive().max(10_000).multipleOf(0.5),
        date_debut: dateSchema,
        date_fin: dateSchema,
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: missionSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  createClientUserAccount: endpoint({
    method: 'POST',
    path: '/api/client/create-client-user-account/{id}',
    summary:
      "Crée le compte d'accès d'un client et lui envoie le lien pour choisir son mot de passe.",
    tag: TAG,
    params: { id: 'encrypted' },
    /** Without an e-mail, the client record's e-mail is used. */
    body: z.strictObject({ email: emailSchema.optional() }).nullish(),
    response: z.object({ user_id: idSchema, client_id: idSchema, email: z.string() }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  getClient: endpoint({
    method: 'GET',
    path: '/api/client/{id}',
    summary: 'Un client avec ses missions, devis, moyens de paiement, contacts et interlocuteurs.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: clientDetailSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  listClientStatuts: endpoint({
    method: 'GET',
    path: '/api/clients/client-statuts',
    summary: 'Statuts possibles d’un client (prospect, actif, suspendu…).',
    tag: TAG,
    response: z.array(clientStatutSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  uploadClientDocument: endpoint({
    method: 'POST',
    path: '/api/clients/documents',
    summary:
      "Dépose un document pour un client (le client : pièce d'identité, RIB, mandat SEPA, autre).",
    tag: TAG,
    multipart: {
      fileField: 'file',
      required: true,
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 10 * 1024 * 1024,
    },
    body: z.strictObject({
      client_id: formIdSchema,
      document_type_id: z.coerce.number().pipe(documentTypeIdSchema),
      libelle: optionalText(200),
      date_document: dateSchema.optional(),
    }),
    response: documentSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
    status: 201,
  }),
  listClientDocuments: endpoint({
    method: 'GET',
    path: '/api/clients/documents/{id}',
    summary: "Documents d'un client, rangés par catégorie (devis, factures, pièces d'identité…).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: clientDocumentsSchema,
    envelope: 'documents',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  deleteClientDocument: endpoint({
    method: 'DELETE',
    path: '/api/clients/documents/delete/{id}',
    summary:
      "Supprime un document d'un client (le client : seulement ceux qu'il a déposés ; jamais un devis signé ni une facture).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'document'),
  }),
  deleteClient: endpoint({
    method: 'DELETE',
    path: '/api/client/delete/{id}',
    summary:
      "Supprime une fiche client : elle est désactivée avec ses comptes (devis, factures, missions et documents restent) ; refusé (409) tant qu'une mission est en cours.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  searchClients: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/search',
    summary:
      'Recherche des clients (nom, prénom, e-mail, téléphone, code postal, statut, service, mutuelle), 20 par page ; sans critère : tous les clients actifs.',
    tag: TAG,
    body: z.strictObject({
      /** Words matched against names, e-mail, phones, postal code and town (each word must match). */
      q: optionalText(100),
      statut_ids: idList().default([]),
      services: skillIdListSchema.default([]),
      /** The start of a postal code: a department (2 digits) up to a full code (5 digits). */
      codep: z
        .string()
        .trim()
        .regex(/^\d{2,5}$/, 'Code postal : 2 à 5 chiffres (département ou code complet).')
        .optional(),
      mutuelle_id: idSchema.optional(),
      /** Active records only unless false is asked (deleted records are inactive). */
      is_active: z.boolean().default(true),
      page: bodyPageSchema,
    }),
    response: paginated(clientListItemSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  deleteClientCommentaire: endpoint({
    method: 'DELETE',
    path: '/api/clients/commentaires/delete/{id}',
    summary:
      "Supprime un commentaire d'une fiche client (son auteur, un administrateur ou un manager).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  listClientInterventions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/interventions/{id}',
    summary: "Interventions d'un client sur une période (un an au plus), filtrées par statut.",
    tag: TAG,
    params: { id: 'encrypted' },
    body: z
      .strictObject({
        date_debut: dateSchema,
        date_fin: dateSchema,
        statuts: z.array(interventionStatutSchema).max(4).default([]),
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: z.array(interventionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  listClientsAround: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/clients-around',
    summary:
      "Clients géolocalisés autour d'un point (rayon par défaut de l'agence, 200 km au plus), filtrés par service et statut, du plus proche au plus loin, 50 par page, avec le nombre dans le rayon.",
    tag: TAG,
    body: z.strictObject({
      lat: latitudeSchema,
      lng: longitudeSchema,
      distanceKM: radiusKMSchema,
      services: skillIdListSchema.default([]),
      statut_ids: idList().default([]),
      page: bodyPageSchema,
    }),
    response: paginated(clientAroundSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listClientAgentsDispos: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/clients/agents-dispos/{id}',
    summary:
      "Agents disponibles autour du domicile d'un client pour un service et des créneaux hebdomadaires (semaine commençant à date_debut, aujourd'hui par défaut) ; l'adresse du client doit être localisée.",
    tag: TAG,
    params: { id: 'encrypted' },
    body: z.strictObject({
      client_besoin_skill_id: skillIdSchema,
      distanceKM: radiusKMSchema,
      horaires: z
        .array(weeklySlotInputSchema)
        .min(1, 'Indiquez au moins un créneau.')
        .max(21, '21 créneaux au plus.'),
      date_debut: dateSchema.optional(),
    }),
    response: z.array(agentDispoSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listCockpitCommercial: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/client-cockpit/commercial',
    summary: 'Tâches du cockpit commercial, paginées et filtrées.',
    tag: TAG,
    query: pageQuerySchema,
    body: cockpitFilterSchema,
    response: paginated(cockpitTacheSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  affectTacheCommercial: endpoint({
    method: 'POST',
    path: '/api/client-cockpit/commercial/affect-tache',
    summary: 'Affecte une tâche du cockpit commercial à un membre de l’équipe (ou la libère).',
    tag: TAG,
    body: cockpitAffectSchema,
    response: cockpitTacheSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
};

/**
 * The project's own client calls (not in section 7 of the specification): the specification
 * deletes comments on a client's file but gives no call to write one outside the whole record
 * (`client/save`), which a comment box cannot send.
 */
export const clientsProjectEndpoints = {
  addClientCommentaire: endpoint({
    method: 'POST',
    path: '/api/clients/commentaires',
    summary: "Ajoute un commentaire de l'équipe sur une fiche client (jamais montré au client).",
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, texte: text(2000) }),
    response: commentaireSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  localiserClient: endpoint({
    method: 'POST',
    path: '/api/clients/localiser',
    summary:
      "Place l'adresse d'un client sur la carte (point choisi ou position de l'appareil de l'opérateur chez le client), sans service extérieur.",
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, lat: latitudeSchema, lng: longitudeSchema }),
    response: z.object({ id: idSchema, lat: latitudeSchema, lng: longitudeSchema }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
};
