import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  candidat_statuts,
  client_statuts,
  competences,
  document_types,
  notification_types,
  roles,
  transport_types,
} from '../schema/index.ts';

// Reference lists with fixed ids: the product's code and foreign keys refer to these ids (roles,
// need skills, document types…). Every database needs them, demo or not: migrateDatabase applies
// them after the migrations.

export const ROLES = [
  { id: 1, label: 'Administrateur' },
  { id: 2, label: 'Recrutement' },
  { id: 3, label: 'Commercial' },
  { id: 4, label: 'Comptabilité' },
  { id: 5, label: 'Client' },
  { id: 6, label: 'Agent' },
];

/** Need skills, specification §3. */
export const COMPETENCES = [
  { id: 1, label: 'Entretien de la maison et repassage', icon: null },
  { id: 2, label: 'Accompagnement de personnes dépendantes (auxiliaire de vie)', icon: null },
  { id: 3, label: 'Baby-sitting', icon: null },
  { id: 4, label: "Garde d'enfants", icon: null },
  { id: 5, label: 'Gouvernante', icon: null },
];

/** Transport types, specification §3. */
export const TRANSPORT_TYPES = [
  { id: 1, label: 'Vélo', icon: 'bicycle' },
  { id: 2, label: 'À pied', icon: 'walk' },
  { id: 3, label: 'Voiture', icon: 'car' },
  { id: 5, label: 'Transports en commun', icon: 'bus' },
];

/** Document types, specification §3 (no id 5); buckets of the client documents as listed there. */
export const DOCUMENT_TYPES = [
  { id: 1, label: 'CV', bucket: 'cv' },
  { id: 2, label: 'Pass sanitaire', bucket: 'pass_sanitaire' },
  { id: 3, label: 'Contrat de travail', bucket: 'contrats' },
  { id: 4, label: 'Devis', bucket: 'devis' },
  { id: 6, label: 'Fiche de paie', bucket: 'feuillepaie' },
  { id: 7, label: 'Facture', bucket: 'factures' },
  { id: 8, label: 'Autre document', bucket: 'autres' },
  { id: 9, label: 'Carte Vitale', bucket: 'carte_vitale' },
  { id: 10, label: 'Arrêt maladie', bucket: 'arretmaladie' },
  { id: 11, label: 'Note de frais', bucket: 'notefrais' },
  { id: 12, label: 'RIB', bucket: 'ribs' },
  { id: 13, label: "Pièce d'identité", bucket: 'pieces_identites' },
  { id: 14, label: 'Mandat de prélèvement SEPA', bucket: 'sepa' },
];

export const CLIENT_STATUTS = [
  { id: 1, label: 'Prospect' },
  { id: 2, label: 'Devis envoyé' },
  { id: 3, label: 'Client actif' },
  { id: 4, label: 'Client en pause' },
  { id: 5, label: 'Client inactif' },
  { id: 6, label: 'Perdu' },
];

export const CANDIDAT_STATUTS = [
  { id: 1, label: 'Candidature reçue' },
  { id: 2, label: 'À contacter' },
  { id: 3, label: 'Entretien planifié' },
  { id: 4, label: 'Dossier incomplet' },
  { id: 5, label: 'Contrat à signer' },
  { id: 6, label: 'Agent actif' },
  { id: 7, label: 'Agent inactif' },
  { id: 8, label: 'Candidature refusée' },
  { id: 9, label: 'Démissionnaire' },
];

export const NOTIFICATION_TYPES = [
  { id: 1, label: 'Intervention', icon: 'calendar' },
  { id: 2, label: 'Devis', icon: 'file-text' },
  { id: 3, label: 'Facture', icon: 'receipt' },
  { id: 4, label: 'Message', icon: 'message' },
  { id: 5, label: 'Mission', icon: 'briefcase' },
  { id: 6, label: 'Compte', icon: 'user' },
  { id: 7, label: "Nouvelle version de l'application", icon: 'download' },
];

/** Inserts the reference lists, or brings their labels up to date; safe to run at every start. */
export async function seedReferenceData(db: Db | Tx): Promise<void> {
  const label = sql.raw('excluded.label');
  const icon = sql.raw('excluded.icon');
  await db.insert(roles).values(ROLES).onConflictDoUpdate({ target: roles.id, set: { label } });
  await db
    .insert(competences)
    .values(COMPETENCES)
    .onConflictDoUpdate({ target: competences.id, set: { label, icon } });
  await db
    .insert(transport_types)
    .values(TRANSPORT_TYPES)
    .onConflictDoUpdate({ target: transport_types.id, set: { label, icon } });
  await db
    .insert(document_types)
    .values(DOCUMENT_TYPES)
    .onConflictDoUpdate({
      target: document_types.id,
      set: { label, bucket: sql.raw('excluded.bucket') },
    });
  await db
    .insert(client_statuts)
    .values(CLIENT_STATUTS)
    .onConflictDoUpdate({ target: client_statuts.id, set: { label } });
  await db
    .insert(candidat_statuts)
    .values(CANDIDAT_STATUTS)
    .onConflictDoUpdate({ target: candidat_statuts.id, set: { label } });
  await db
    .insert(notification_types)
    .values(NOTIFICATION_TYPES)
    .onConflictDoUpdate({ target: notification_types.id, set: { label, icon } });
}
