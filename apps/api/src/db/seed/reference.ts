import {
  CANDIDAT_STATUT_IDS,
  CANDIDAT_STATUT_LABELS,
  DOCUMENT_TYPE_BUCKETS,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  NOTIFICATION_TYPES,
  ROLE_IDS,
  ROLE_LABELS,
  SKILL_ICONS,
  SKILL_IDS,
  SKILLS,
  TRANSPORT_TYPES,
} from '@maisonnee/domain';
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
// need skills, document types…). Every database needs them, demo or not: prepareDatabase
// (db/prepare.ts) applies them after the migrations. The fixed catalogues come from
// @maisonnee/domain, so the rows, the contract and the screens say the same thing; the client
// pipeline statuses below are the API's own.

const ROLE_ROWS = ROLE_IDS.map((id) => ({ id, label: ROLE_LABELS[id] }));

const COMPETENCE_ROWS = SKILL_IDS.map((id) => ({ id, label: SKILLS[id], icon: SKILL_ICONS[id] }));

const TRANSPORT_TYPE_ROWS = TRANSPORT_TYPES.map(({ id, label, icon }) => ({ id, label, icon }));

const DOCUMENT_TYPE_ROWS = DOCUMENT_TYPE_IDS.map((id) => ({
  id,
  label: DOCUMENT_TYPES[id],
  bucket: DOCUMENT_TYPE_BUCKETS[id],
}));

const NOTIFICATION_TYPE_ROWS = NOTIFICATION_TYPES.map(({ id, label, icon }) => ({
  id,
  label,
  icon,
}));

/** Rows numbered from 1 in the order of their labels. */
const numbered = (labels: readonly string[]) => labels.map((label, i) => ({ id: i + 1, label }));

/** Where a client stands commercially. */
const CLIENT_STATUT_ROWS = numbered([
  'Prospect',
  'Devis envoyé',
  'Client actif',
  'Client en pause',
  'Client inactif',
  'Perdu',
]);

/** Where an agent stands in recruitment, from application to leaving. */
const CANDIDAT_STATUT_ROWS = CANDIDAT_STATUT_IDS.map((id) => ({
  id,
  label: CANDIDAT_STATUT_LABELS[id],
}));

/** Inserts the reference lists, or brings their labels up to date; safe to run at every start. */
export async function seedReferenceData(db: Db | Tx): Promise<void> {
  const label = sql.raw('excluded.label');
  const icon = sql.raw('excluded.icon');
  await db.insert(roles).values(ROLE_ROWS).onConflictDoUpdate({ target: roles.id, set: { label } });
  await db
    .insert(competences)
    .values(COMPETENCE_ROWS)
    .onConflictDoUpdate({ target: competences.id, set: { label, icon } });
  await db
    .insert(transport_types)
    .values(TRANSPORT_TYPE_ROWS)
    .onConflictDoUpdate({ target: transport_types.id, set: { label, icon } });
  await db
    .insert(document_types)
    .values(DOCUMENT_TYPE_ROWS)
    .onConflictDoUpdate({
      target: document_types.id,
      set: { label, bucket: sql.raw('excluded.bucket') },
    });
  await db
    .insert(client_statuts)
    .values(CLIENT_STATUT_ROWS)
    .onConflictDoUpdate({ target: client_statuts.id, set: { label } });
  await db
    .insert(candidat_statuts)
    .values(CANDIDAT_STATUT_ROWS)
    .onConflictDoUpdate({ target: candidat_statuts.id, set: { label } });
  await db
    .insert(notification_types)
    .values(NOTIFICATION_TYPE_ROWS)
    .onConflictDoUpdate({ target: notification_types.id, set: { label, icon } });
}
