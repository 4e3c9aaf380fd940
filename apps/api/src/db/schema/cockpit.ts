import { COCKPIT_TACHE_TYPES, type CockpitTacheType } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { devis, missions } from './devis-missions.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

/** Recruitment cockpit tasks are about a candidat; commercial ones about a client or prospect. */
export const COCKPIT_KINDS = ['recrutement', 'commercial'] as const;
export type CockpitKind = (typeof COCKPIT_KINDS)[number];

/** A dated slot of a task (a planning sent by the client: the slots it asks for). */
export interface CockpitCreneau {
  date: string;
  time_debut: string;
  time_fin: string;
}

/** What a task carries beyond its subject, depending on its type (docs/cockpit.md). */
export interface CockpitTacheDetails {
  /** demande_planning: the dated slots the client asks for. */
  creneaux?: CockpitCreneau[];
  /** absence_non_couverte, creneaux_sans_agent: the interventions to cover. */
  intervention_ids?: number[];
  /** absence_non_couverte: the period of the absence or leave (ISO instants or days). */
  debut?: string;
  fin?: string | null;
  /** creneaux_sans_agent: weekly slots without an agent. */
  nb_horaires_sans_agent?: number;
}

/**
 * Follow-up tasks of the back-office cockpits; a task is open until treated_at is set. A task
 * about one subject has a unique `cle` (type:subject:id), so it is never duplicated; tasks
 * derived from the state of the data are closed by the cockpit itself (`cloture_auto`) when their
 * condition is gone, and opened again if it comes back.
 */
export const cockpit_taches = pgTable(
  'cockpit_taches',
  {
    id: serial().primaryKey(),
    kind: text({ enum: COCKPIT_KINDS }).notNull(),
    /** The type of task (COCKPIT_TACHE_TYPES). */
    type: text().$type<CockpitTacheType>().notNull().default('autre'),
    /** Unique key of a task about one subject ('devis_non_signe:devis:12'); null for free tasks. */
    cle: varchar({ length: 120 }),
    /** Short label of the task ('Rappeler', 'Relancer le devis'…). */
    title: varchar({ length: 255 }),
    candidat_id: integer().references(() => candidats.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    mission_id: integer().references(() => missions.id, { onDelete: 'cascade' }),
    devis_id: integer().references(() => devis.id, { onDelete: 'cascade' }),
    intervention_id: integer().references(() => interventions.id, { onDelete: 'set null' }),
    details: jsonb().$type<CockpitTacheDetails>().notNull().default({}),
    assigned_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    due_at: timestamptz(),
    treated_at: timestamptz(),
    treated_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** True when the cockpit closed the task because its condition was gone. */
    cloture_auto: boolean().notNull().default(false),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('cockpit_taches_kind_idx').on(t.kind, t.treated_at, t.due_at),
    // A page of open tasks in the list's order (cockpit.queries.ts listTaches): no sort.
    index('cockpit_taches_ouvertes_idx')
      .on(
        t.kind,
        t.due_at.asc().nullsLast(),
        t.created_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`treated_at is null`),
    index('cockpit_taches_type_idx').on(t.type, t.treated_at),
    uniqueIndex('cockpit_taches_cle_idx').on(t.cle),
    ...indexesOn(
      t.candidat_id,
      t.client_id,
      t.mission_id,
      t.devis_id,
      t.intervention_id,
      t.assigned_user_id,
      t.treated_by_user_id,
      t.created_by_user_id,
    ),
    oneOfCheck('cockpit_taches_kind_check', t.kind, COCKPIT_KINDS),
    oneOfCheck('cockpit_taches_type_check', t.type, COCKPIT_TACHE_TYPES),
  ],
);

export type CockpitTache = typeof cockpit_taches.$inferSelect;
