import {
  relations,
  type AnyColumn,
  type Equal,
  type One,
  type Table,
  type TableRelationsHelpers,
} from 'drizzle-orm';
import { agency_settings, audit_log, price_grids } from './agence.ts';
import { annonce_interets, annonces } from './annonces.ts';
import { cahier_entrees, mission_taches } from './cahier.ts';
import { calendar_feeds, rappels_envoyes } from './calendrier.ts';
import { authSessions, refreshTokens, verificationCodes } from './auth.ts';
import {
  absences,
  conges,
  demissions,
  indisponibilites,
  retards,
} from './candidat-declarations.ts';
import {
  candidat_competences,
  candidat_infos_supp,
  candidat_statuts,
  candidats,
  competences,
  transport_types,
} from './candidat-profile.ts';
import { candidat_evenements, contrats_travail } from './candidats.ts';
import {
  client_statuts,
  clients,
  contacts,
  interlocuteurs,
  mutuelles,
  payment_methods,
} from './clients.ts';
import { cockpit_taches } from './cockpit.ts';
import { commentaires } from './commentaires.ts';
import { devis, missions } from './devis-missions.ts';
import { brouillons, devis_detail_horaires, devis_details } from './devis.ts';
import { document_types, documents } from './documents.ts';
import {
  attestations_fiscales,
  depassements,
  facture_lignes,
  factures,
  paiements,
  releves_heures,
} from './factures.ts';
import { reglement_imputations, reglements } from './reglements.ts';
import { financeurs, prises_en_charge, reglement_cesu_titres } from './financeurs.ts';
import { facture_relances } from './facture-relances.ts';
import { intervention_avis, interventions } from './interventions.ts';
import { conversation_participants, conversations, messages } from './messaging.ts';
import { horaires_recurents } from './missions.ts';
import { notification_types, notifications, push_subscriptions } from './notifications.ts';
import { planning_forcages } from './planning-forcages.ts';
import { client_intervenant_preferences } from './preferences.ts';
import { proches } from './proches.ts';
import { scenarios } from './scenarios.ts';
import { formulaire_vues, logs } from './tracking.ts';
import { roles, users } from './users.ts';
import { avance_demandes, avance_inscriptions } from './avance.ts';

// Every Drizzle relation of the schema, in one file: relations point both ways (a client has many
// missions, a mission has one client), so spread over the table files they made those files import
// each other. The table files import only the tables their foreign keys reference; relational
// queries (`db.query.x.findMany({ with })`) read these through the schema barrel (index.ts).
// Grouped by the file of the table they start from.

/**
 * A row's link to the row its foreign-key `column` names by id: `one(target, { fields: [column],
 * references: [target.id] })`. Nullable when the column is. `relationName` pairs it with the
 * `many` of the other side when two tables have several links.
 */
function belongsTo<
  TTableName extends string,
  TTarget extends Table & { id: AnyColumn },
  TColumn extends AnyColumn<{ tableName: TTableName }>,
>(
  one: TableRelationsHelpers<TTableName>['one'],
  target: TTarget,
  column: TColumn,
  relationName?: string,
): One<TTarget['_']['name'], Equal<TColumn['_']['notNull'], true>> {
  return one(target, {
    fields: [column],
    references: [target.id as AnyColumn<{ tableName: TTarget['_']['name'] }>],
    relationName,
  });
}

// users.ts
export const rolesRelations = relations(roles, ({ many }) => ({
  users: many(users),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  role: belongsTo(one, roles, users.user_role_id),
  client: belongsTo(one, clients, users.client_id),
  candidat: belongsTo(one, candidats, users.candidat_id),
  notifications: many(notifications),
}));

// clients.ts
export const clientStatutsRelations = relations(client_statuts, ({ many }) => ({
  clients: many(clients),
}));

export const mutuellesRelations = relations(mutuelles, ({ many }) => ({
  clients: many(clients),
  missions: many(missions),
  factures: many(factures),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  statut: belongsTo(one, client_statuts, clients.client_statut_id),
  mutuelle: belongsTo(one, mutuelles, clients.mutuelle_id),
  users: many(users),
  missions: many(missions),
  interventions: many(interventions),
  devis: many(devis),
  brouillons: many(brouillons),
  factures: many(factures),
  payment_methods: many(payment_methods),
  documents: many(documents),
  contacts: many(contacts),
  interlocuteurs: many(interlocuteurs),
  indisponibilites: many(indisponibilites),
}));

export const contactsRelations = relations(contacts, ({ one }) => ({
  client: belongsTo(one, clients, contacts.client_id),
}));

export const interlocuteursRelations = relations(interlocuteurs, ({ one }) => ({
  client: belongsTo(one, clients, interlocuteurs.client_id),
}));

export const paymentMethodsRelations = relations(payment_methods, ({ one }) => ({
  client: belongsTo(one, clients, payment_methods.client_id),
}));

// candidat-profile.ts and candidats.ts
export const candidatEvenementsRelations = relations(candidat_evenements, ({ one }) => ({
  candidat: belongsTo(one, candidats, candidat_evenements.candidat_id),
  user: belongsTo(one, users, candidat_evenements.user_id),
}));

export const candidatStatutsRelations = relations(candidat_statuts, ({ many }) => ({
  candidats: many(candidats),
}));

export const transportTypesRelations = relations(transport_types, ({ many }) => ({
  candidats: many(candidats),
}));

export const competencesRelations = relations(competences, ({ many }) => ({
  candidat_competences: many(candidat_competences),
}));

export const candidatsRelations = relations(candidats, ({ one, many }) => ({
  statut: belongsTo(one, candidat_statuts, candidats.candidat_statut_id),
  transport_type: belongsTo(one, transport_types, candidats.transport_type_id),
  infos_supp: one(candidat_infos_supp),
  competences: many(candidat_competences),
  users: many(users),
  interventions: many(interventions),
  horaires_recurents: many(horaires_recurents),
  documents: many(documents),
  intervention_avis: many(intervention_avis),
  commentaires: many(commentaires),
  conges: many(conges),
  absences: many(absences),
  retards: many(retards),
  demissions: many(demissions),
  indisponibilites: many(indisponibilites),
  contrats_travail: many(contrats_travail),
  evenements: many(candidat_evenements),
}));

export const contratsTravailRelations = relations(contrats_travail, ({ one }) => ({
  candidat: belongsTo(one, candidats, contrats_travail.candidat_id),
  document: belongsTo(one, documents, contrats_travail.document_id, 'contrat_travail_document'),
  signed_document: belongsTo(
    one,
    documents,
    contrats_travail.signed_document_id,
    'contrat_travail_signed_document',
  ),
  countersigned_document: belongsTo(
    one,
    documents,
    contrats_travail.countersigned_document_id,
    'contrat_travail_countersigned_document',
  ),
  signer_user: belongsTo(
    one,
    users,
    contrats_travail.signer_user_id,
    'contrat_travail_signer_user',
  ),
  countersigner_user: belongsTo(
    one,
    users,
    contrats_travail.countersigner_user_id,
    'contrat_travail_countersigner_user',
  ),
  created_by: belongsTo(
    one,
    users,
    contrats_travail.created_by_user_id,
    'contrat_travail_created_by',
  ),
}));

export const candidatCompetencesRelations = relations(candidat_competences, ({ one }) => ({
  candidat: belongsTo(one, candidats, candidat_competences.candidat_id),
  competence: belongsTo(one, competences, candidat_competences.competence_id),
}));

export const candidatInfosSuppRelations = relations(candidat_infos_supp, ({ one }) => ({
  candidat: belongsTo(one, candidats, candidat_infos_supp.candidat_id),
}));

// candidat-declarations.ts
export const congesRelations = relations(conges, ({ one }) => ({
  candidat: belongsTo(one, candidats, conges.candidat_id),
  answered_by: belongsTo(one, users, conges.answered_by_user_id),
}));

export const absencesRelations = relations(absences, ({ one }) => ({
  candidat: belongsTo(one, candidats, absences.candidat_id),
  intervention: belongsTo(one, interventions, absences.intervention_id),
  justificatif: belongsTo(one, documents, absences.justificatif_document_id),
}));

export const retardsRelations = relations(retards, ({ one }) => ({
  candidat: belongsTo(one, candidats, retards.candidat_id),
  intervention: belongsTo(one, interventions, retards.intervention_id),
}));

export const demissionsRelations = relations(demissions, ({ one }) => ({
  candidat: belongsTo(one, candidats, demissions.candidat_id),
  lettre: belongsTo(one, documents, demissions.lettre_document_id),
  treated_by: belongsTo(one, users, demissions.treated_by_user_id),
}));

export const indisponibilitesRelations = relations(indisponibilites, ({ one }) => ({
  candidat: belongsTo(one, candidats, indisponibilites.candidat_id),
  client: belongsTo(one, clients, indisponibilites.client_id),
}));

// documents.ts
export const documentTypesRelations = relations(document_types, ({ many }) => ({
  documents: many(documents),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  document_type: belongsTo(one, document_types, documents.document_type_id),
  client: belongsTo(one, clients, documents.client_id),
  candidat: belongsTo(one, candidats, documents.candidat_id),
  uploaded_by: belongsTo(one, users, documents.uploaded_by_user_id),
}));

// missions.ts (missions itself is in devis-missions.ts)
export const missionsRelations = relations(missions, ({ one, many }) => ({
  client: belongsTo(one, clients, missions.client_id),
  mutuelle: belongsTo(one, mutuelles, missions.mutuelle_id),
  competence: belongsTo(one, competences, missions.client_besoin_skill_id),
  devis: belongsTo(one, devis, missions.devis_id, 'mission_devis'),
  horaires_recurents: many(horaires_recurents),
  interventions: many(interventions),
  factures: many(factures),
  annonces: many(annonces),
}));

export const horairesRecurentsRelations = relations(horaires_recurents, ({ one, many }) => ({
  mission: belongsTo(one, missions, horaires_recurents.mission_id),
  agent: belongsTo(one, candidats, horaires_recurents.candidat_id),
  interventions: many(interventions),
}));

// interventions.ts
export const interventionsRelations = relations(interventions, ({ one, many }) => ({
  mission: belongsTo(one, missions, interventions.mission_id),
  client: belongsTo(one, clients, interventions.client_id),
  agent: belongsTo(one, candidats, interventions.candidat_id),
  horaire_recurent: belongsTo(one, horaires_recurents, interventions.dt_dispo_client_id),
  cancelled_by: belongsTo(one, users, interventions.cancelled_by_user_id),
  avis: one(intervention_avis),
  absences: many(absences),
  retards: many(retards),
}));

export const interventionAvisRelations = relations(intervention_avis, ({ one }) => ({
  intervention: belongsTo(one, interventions, intervention_avis.intervention_id),
  agent: belongsTo(one, candidats, intervention_avis.candidat_id),
  client: belongsTo(one, clients, intervention_avis.client_id),
}));

// devis.ts (devis itself is in devis-missions.ts)
export const devisRelations = relations(devis, ({ one, many }) => ({
  client: belongsTo(one, clients, devis.client_id),
  mission: belongsTo(one, missions, devis.mission_id),
  /** Missions created from this devis (missions.devis_id). */
  missions: many(missions, { relationName: 'mission_devis' }),
  mutuelle: belongsTo(one, mutuelles, devis.mutuelle_id),
  competence: belongsTo(one, competences, devis.client_besoin_skill_id),
  created_by: belongsTo(one, users, devis.created_by_user_id),
  devis_details: many(devis_details),
  brouillons: many(brouillons),
  scenarios: many(scenarios),
}));

export const devisDetailsRelations = relations(devis_details, ({ one, many }) => ({
  devis: belongsTo(one, devis, devis_details.devis_id),
  competence: belongsTo(one, competences, devis_details.client_besoin_skill_id),
  devis_detail_horaires: many(devis_detail_horaires),
}));

export const devisDetailHorairesRelations = relations(devis_detail_horaires, ({ one }) => ({
  devis_detail: belongsTo(one, devis_details, devis_detail_horaires.devis_detail_id),
}));

export const brouillonsRelations = relations(brouillons, ({ one }) => ({
  client: belongsTo(one, clients, brouillons.client_id),
  devis: belongsTo(one, devis, brouillons.devis_id),
}));

// factures.ts
export const facturesRelations = relations(factures, ({ one, many }) => ({
  client: belongsTo(one, clients, factures.client_id),
  mission: belongsTo(one, missions, factures.mission_id),
  mutuelle: belongsTo(one, mutuelles, factures.mutuelle_id),
  avoir_de: belongsTo(one, factures, factures.avoir_de_facture_id, 'facture_avoirs'),
  avoirs: many(factures, { relationName: 'facture_avoirs' }),
  created_by: belongsTo(one, users, factures.created_by_user_id),
  lignes: many(facture_lignes),
  paiements: many(paiements),
}));

export const factureLignesRelations = relations(facture_lignes, ({ one }) => ({
  facture: belongsTo(one, factures, facture_lignes.facture_id),
  intervention: belongsTo(one, interventions, facture_lignes.intervention_id),
  agent: belongsTo(one, candidats, facture_lignes.candidat_id),
}));

export const relevesHeuresRelations = relations(releves_heures, ({ one }) => ({
  client: belongsTo(one, clients, releves_heures.client_id),
  intervention: belongsTo(one, interventions, releves_heures.intervention_id),
  mission: belongsTo(one, missions, releves_heures.mission_id),
  repondu_par: belongsTo(one, users, releves_heures.repondu_par_user_id),
}));

export const depassementsRelations = relations(depassements, ({ one }) => ({
  mission: belongsTo(one, missions, depassements.mission_id),
  client: belongsTo(one, clients, depassements.client_id),
  accorde_par: belongsTo(one, users, depassements.accorde_par_user_id),
}));

export const attestationsFiscalesRelations = relations(attestations_fiscales, ({ one }) => ({
  client: belongsTo(one, clients, attestations_fiscales.client_id),
}));

export const paiementsRelations = relations(paiements, ({ one }) => ({
  facture: belongsTo(one, factures, paiements.facture_id),
  client: belongsTo(one, clients, paiements.client_id),
  payment_method: belongsTo(one, payment_methods, paiements.payment_method_id),
}));

// notifications.ts
export const pushSubscriptionsRelations = relations(push_subscriptions, ({ one }) => ({
  user: belongsTo(one, users, push_subscriptions.user_id),
}));

export const notificationTypesRelations = relations(notification_types, ({ many }) => ({
  notifications: many(notifications),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: belongsTo(one, users, notifications.user_id),
  notification_type: belongsTo(one, notification_types, notifications.notification_type_id),
}));

// annonces.ts
export const annonceInteretsRelations = relations(annonce_interets, ({ one }) => ({
  annonce: belongsTo(one, annonces, annonce_interets.annonce_id),
  candidat: belongsTo(one, candidats, annonce_interets.candidat_id),
}));

export const annoncesRelations = relations(annonces, ({ one, many }) => ({
  interets: many(annonce_interets),
  competence: belongsTo(one, competences, annonces.client_besoin_skill_id),
  mission: belongsTo(one, missions, annonces.mission_id),
  client: belongsTo(one, clients, annonces.client_id),
  created_by: belongsTo(one, users, annonces.created_by_user_id),
}));

// scenarios.ts
export const scenariosRelations = relations(scenarios, ({ one }) => ({
  client: belongsTo(one, clients, scenarios.client_id),
  mission: belongsTo(one, missions, scenarios.mission_id),
  devis: belongsTo(one, devis, scenarios.devis_id),
  created_by: belongsTo(one, users, scenarios.created_by_user_id),
}));

// cockpit.ts
export const cockpitTachesRelations = relations(cockpit_taches, ({ one }) => ({
  candidat: belongsTo(one, candidats, cockpit_taches.candidat_id),
  client: belongsTo(one, clients, cockpit_taches.client_id),
  mission: belongsTo(one, missions, cockpit_taches.mission_id),
  devis: belongsTo(one, devis, cockpit_taches.devis_id),
  intervention: belongsTo(one, interventions, cockpit_taches.intervention_id),
  assigned_user: belongsTo(
    one,
    users,
    cockpit_taches.assigned_user_id,
    'cockpit_tache_assigned_user',
  ),
  treated_by: belongsTo(one, users, cockpit_taches.treated_by_user_id, 'cockpit_tache_treated_by'),
  created_by: belongsTo(one, users, cockpit_taches.created_by_user_id, 'cockpit_tache_created_by'),
}));

// commentaires.ts
export const commentairesRelations = relations(commentaires, ({ one }) => ({
  client: belongsTo(one, clients, commentaires.client_id),
  candidat: belongsTo(one, candidats, commentaires.candidat_id),
  author: belongsTo(one, users, commentaires.author_user_id),
}));

// messaging.ts
export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  client: belongsTo(one, clients, conversations.client_id),
  candidat: belongsTo(one, candidats, conversations.candidat_id),
  mission: belongsTo(one, missions, conversations.mission_id),
  created_by: belongsTo(one, users, conversations.created_by_user_id),
  participants: many(conversation_participants),
  messages: many(messages),
}));

export const conversationParticipantsRelations = relations(
  conversation_participants,
  ({ one }) => ({
    conversation: belongsTo(one, conversations, conversation_participants.conversation_id),
    user: belongsTo(one, users, conversation_participants.user_id),
  }),
);

export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: belongsTo(one, conversations, messages.conversation_id),
  sender: belongsTo(one, users, messages.sender_user_id),
  document: belongsTo(one, documents, messages.document_id),
}));

// tracking.ts
export const logsRelations = relations(logs, ({ one }) => ({
  user: belongsTo(one, users, logs.user_id),
}));

export const formulaireVuesRelations = relations(formulaire_vues, ({ one }) => ({
  client: belongsTo(one, clients, formulaire_vues.client_id),
}));

// auth.ts
export const authSessionsRelations = relations(authSessions, ({ one, many }) => ({
  user: belongsTo(one, users, authSessions.user_id),
  refreshTokens: many(refreshTokens),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  session: belongsTo(one, authSessions, refreshTokens.session_id),
}));

export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: belongsTo(one, users, verificationCodes.user_id),
}));

// agence.ts
export const agencySettingsRelations = relations(agency_settings, ({ one }) => ({
  updatedBy: belongsTo(one, users, agency_settings.updated_by),
}));

export const priceGridsRelations = relations(price_grids, ({ one }) => ({
  createdBy: belongsTo(one, users, price_grids.created_by),
}));

export const auditLogRelations = relations(audit_log, ({ one }) => ({
  actor: belongsTo(one, users, audit_log.actor_user_id, 'audit_actor'),
  target: belongsTo(one, users, audit_log.target_user_id, 'audit_target'),
}));

// preferences.ts
export const clientIntervenantPreferencesRelations = relations(
  client_intervenant_preferences,
  ({ one }) => ({
    client: belongsTo(one, clients, client_intervenant_preferences.client_id),
    candidat: belongsTo(one, candidats, client_intervenant_preferences.candidat_id),
    createdBy: belongsTo(one, users, client_intervenant_preferences.created_by_user_id),
  }),
);

// cahier.ts
export const missionTachesRelations = relations(mission_taches, ({ one }) => ({
  mission: belongsTo(one, missions, mission_taches.mission_id),
}));

export const cahierEntreesRelations = relations(cahier_entrees, ({ one }) => ({
  mission: belongsTo(one, missions, cahier_entrees.mission_id),
  intervention: belongsTo(one, interventions, cahier_entrees.intervention_id),
  auteurUser: belongsTo(one, users, cahier_entrees.auteur_user_id),
}));

// proches.ts
export const prochesRelations = relations(proches, ({ one }) => ({
  client: belongsTo(one, clients, proches.client_id),
  user: belongsTo(one, users, proches.user_id, 'proche_user'),
  invitedBy: belongsTo(one, users, proches.invited_by_user_id, 'proche_invited_by'),
}));

// calendrier.ts
export const calendarFeedsRelations = relations(calendar_feeds, ({ one }) => ({
  user: belongsTo(one, users, calendar_feeds.user_id),
}));

export const rappelsEnvoyesRelations = relations(rappels_envoyes, ({ one }) => ({
  intervention: belongsTo(one, interventions, rappels_envoyes.intervention_id),
  user: belongsTo(one, users, rappels_envoyes.user_id),
}));

// planning-forcages.ts
export const planningForcagesRelations = relations(planning_forcages, ({ one }) => ({
  intervention: belongsTo(one, interventions, planning_forcages.intervention_id),
  user: belongsTo(one, users, planning_forcages.user_id),
}));

// reglements.ts
export const reglementsRelations = relations(reglements, ({ one, many }) => ({
  client: belongsTo(one, clients, reglements.client_id),
  recordedBy: belongsTo(one, users, reglements.recorded_by_user_id, 'reglement_recorded_by'),
  annulePar: belongsTo(one, users, reglements.annule_par_user_id, 'reglement_annule_par'),
  imputations: many(reglement_imputations),
}));

export const reglementImputationsRelations = relations(reglement_imputations, ({ one }) => ({
  reglement: belongsTo(one, reglements, reglement_imputations.reglement_id),
  facture: belongsTo(one, factures, reglement_imputations.facture_id),
  createdBy: belongsTo(one, users, reglement_imputations.created_by_user_id),
}));

// avance.ts
export const avanceInscriptionsRelations = relations(avance_inscriptions, ({ one }) => ({
  client: belongsTo(one, clients, avance_inscriptions.client_id),
  byUser: belongsTo(one, users, avance_inscriptions.by_user_id),
}));

export const avanceDemandesRelations = relations(avance_demandes, ({ one }) => ({
  facture: belongsTo(one, factures, avance_demandes.facture_id),
  client: belongsTo(one, clients, avance_demandes.client_id),
  reglement: belongsTo(one, reglements, avance_demandes.reglement_id),
}));

// facture-relances.ts
export const factureRelancesRelations = relations(facture_relances, ({ one }) => ({
  facture: belongsTo(one, factures, facture_relances.facture_id),
}));

// financeurs.ts
export const financeursRelations = relations(financeurs, ({ one, many }) => ({
  mutuelle: belongsTo(one, mutuelles, financeurs.mutuelle_id),
  prisesEnCharge: many(prises_en_charge),
}));

export const prisesEnChargeRelations = relations(prises_en_charge, ({ one }) => ({
  client: belongsTo(one, clients, prises_en_charge.client_id),
  financeur: belongsTo(one, financeurs, prises_en_charge.financeur_id),
}));

export const reglementCesuTitresRelations = relations(reglement_cesu_titres, ({ one }) => ({
  reglement: belongsTo(one, reglements, reglement_cesu_titres.reglement_id),
  createdBy: belongsTo(one, users, reglement_cesu_titres.created_by_user_id),
}));
