import { agencyWallClock, toParisIsoDate, type CockpitTacheType } from '@maisonnee/domain';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  not,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { absences, conges } from '../../db/schema/candidat-declarations.ts';
import { candidats, contrats_travail } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { cockpit_taches, type CockpitKind } from '../../db/schema/cockpit.ts';
import { devis } from '../../db/schema/devis.ts';
import { documents } from '../../db/schema/documents.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * The back-office cockpits' tasks: this module alone writes them (docs/architecture-map.md). The
 * reads of quotes, missions, interventions, absences and leave, candidates, their documents and
 * work contracts below only derive tasks from them (docs/cockpit.md); their owners write them.
 */

type Conn = Db | Tx;

export type NewCockpitTache = typeof cockpit_taches.$inferInsert;
export type CockpitTacheRow = typeof cockpit_taches.$inferSelect;

/** A task, created or (same `cle`) updated and opened again. Returns its id. */
export async function upsertCockpitTache(db: Conn, values: NewCockpitTache): Promise<number> {
  if (!values.cle) {
    const [row] = await db
      .insert(cockpit_taches)
      .values(values)
      .returning({ id: cockpit_taches.id });
    return row!.id;
  }
  const [row] = await db
    .insert(cockpit_taches)
    .values(values)
    .onConflictDoUpdate({
      target: cockpit_taches.cle,
      set: {
        title: values.title,
        note: values.note,
        details: values.details ?? {},
        due_at: values.due_at,
        treated_at: null,
        treated_by_user_id: null,
        cloture_auto: false,
        updated_at: sql`now()`,
      },
    })
    .returning({ id: cockpit_taches.id });
  return row!.id;
}

/** From the first line a person added when treating a task to the end of its note. */
const TRAITEMENT_PATTERN = '(\\nTraitement : .*)$';

/** Rows per statement when upserting derived tasks (well under PostgreSQL's parameter limit). */
const UPSERT_CHUNK = 500;

/**
 * Tasks derived from the data, in one statement per few hundred: created when new; their text
 * and details follow the data; opened again only when the cockpit had closed them itself (a
 * person's "treated" stays). A subject a row leaves out keeps its value.
 */
export async function upsertDerivedTaches(
  db: Conn,
  rows: readonly (NewCockpitTache & { cle: string })[],
) {
  const excluded = (column: string) =>
    sql.raw(`coalesce(excluded.${column}, "cockpit_taches"."${column}")`);
  // The derived text, followed by what people wrote when treating the task (« Traitement : … »,
  // cockpit-taches.service.ts), which the data cannot know and must not erase.
  const note = sql`coalesce(excluded.note, '') || coalesce(substring(${cockpit_taches.note} from ${TRAITEMENT_PATTERN}::text), '')`;
  // One row per key: a statement may not update the same row twice (the last one wins).
  const unique = [...new Map(rows.map((row) => [row.cle, row])).values()];
  for (let start = 0; start < unique.length; start += UPSERT_CHUNK) {
    await db
      .insert(cockpit_taches)
      .values(unique.slice(start, start + UPSERT_CHUNK).map((row) => ({ details: {}, ...row })))
      .onConflictDoUpdate({
        target: cockpit_taches.cle,
        set: {
          title: sql.raw('excluded.title'),
          note,
          details: sql.raw('excluded.details'),
          due_at: sql.raw('excluded.due_at'),
          client_id: excluded('client_id'),
          candidat_id: excluded('candidat_id'),
          mission_id: excluded('mission_id'),
          devis_id: excluded('devis_id'),
          treated_at: sql`case when ${cockpit_taches.cloture_auto} then null else ${cockpit_taches.treated_at} end`,
          cloture_auto: false,
          updated_at: sql`now()`,
        },
        // Nothing to write when nothing changed (most reads): keeps polling cheap.
        setWhere: sql`${cockpit_taches.cloture_auto}
          or ${cockpit_taches.title} is distinct from excluded.title
          or ${cockpit_taches.note} is distinct from ${note}
          or ${cockpit_taches.details} is distinct from excluded.details
          or ${cockpit_taches.due_at} is distinct from excluded.due_at`,
      });
  }
}

/** The stored tasks of these derived types, open or closed (what the next derivation compares). */
export function selectDerivedTaches(
  db: Conn,
  kind: CockpitKind,
  types: readonly CockpitTacheType[],
) {
  return db
    .select({
      id: cockpit_taches.id,
      cle: cockpit_taches.cle,
      type: cockpit_taches.type,
      title: cockpit_taches.title,
      note: cockpit_taches.note,
      details: cockpit_taches.details,
      due_at: cockpit_taches.due_at,
      treated_at: cockpit_taches.treated_at,
      cloture_auto: cockpit_taches.cloture_auto,
    })
    .from(cockpit_taches)
    .where(and(eq(cockpit_taches.kind, kind), inArray(cockpit_taches.type, [...types])));
}

/** Closes these open tasks as the cockpit's own doing (their condition is gone). */
export async function closeTachesAuto(db: Conn, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await closeOpenTachesWhere(db, at, inArray(cockpit_taches.id, [...ids]));
}

/** Closes the open tasks that `which` names, as the cockpit's own doing. */
async function closeOpenTachesWhere(db: Conn, at: Date, which: SQL | undefined) {
  await db
    .update(cockpit_taches)
    .set({ treated_at: at, cloture_auto: true, updated_at: at })
    .where(and(which, isNull(cockpit_taches.treated_at)));
}

/** Marks the open task with this key treated (by someone, at a time); no open task: nothing. */
export async function treatTacheByCle(db: Conn, cle: string, userId: number | null, at: Date) {
  await db
    .update(cockpit_taches)
    .set({ treated_at: at, treated_by_user_id: userId, updated_at: at })
    .where(and(eq(cockpit_taches.cle, cle), isNull(cockpit_taches.treated_at)));
}

/** Closes the open "place the address" tasks of clients whose address now has coordinates. */
export async function closeLocatedAddressTaches(db: Conn, at: Date) {
  await closeOpenTachesWhere(
    db,
    at,
    and(
      eq(cockpit_taches.type, 'adresse_a_localiser'),
      inArray(
        cockpit_taches.client_id,
        db
          .select({ id: clients.id })
          .from(clients)
          .where(and(isNotNull(clients.lat), isNotNull(clients.lng))),
      ),
    ),
  );
}

/**
 * Closes the « Transmettre mon planning » tasks (`demande_planning`) whose quote's missions are
 * staffed: an agent holds one of their interventions, and no weekly slot nor planned
 * intervention to come of them waits for an agent (issue 22, point 9).
 */
export async function closeStaffedPlanningTaches(db: Conn, at: Date) {
  const ofTacheDevis = and(
    eq(missions.devis_id, cockpit_taches.devis_id),
    eq(missions.statut, 'active'),
  );
  const one = { one: sql`1` };
  /** The interventions of the task's quote's active missions that meet `condition`. */
  const interventionsOfTacheDevis = (...condition: SQL[]) =>
    db
      .select(one)
      .from(interventions)
      .innerJoin(missions, eq(missions.id, interventions.mission_id))
      .where(and(ofTacheDevis, ...condition));
  await closeOpenTachesWhere(
    db,
    at,
    and(
      eq(cockpit_taches.type, 'demande_planning'),
      isNotNull(cockpit_taches.devis_id),
      exists(
        interventionsOfTacheDevis(
          isNotNull(interventions.candidat_id),
          not(eq(interventions.statut, 'annulee')),
        ),
      ),
      notExists(
        db
          .select(one)
          .from(horaires_recurents)
          .innerJoin(missions, eq(missions.id, horaires_recurents.mission_id))
          .where(and(ofTacheDevis, isNull(horaires_recurents.candidat_id))),
      ),
      notExists(
        interventionsOfTacheDevis(
          isNull(interventions.candidat_id),
          eq(interventions.statut, 'planifiee'),
          // Planned times are the agency's wall clock: « to come » is read on that clock.
          gt(interventions.date_debut, agencyWallClock(at)),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading tasks
// ---------------------------------------------------------------------------------------------

const assignee = alias(users, 'assignee');

const tacheColumns = {
  tache: cockpit_taches,
  client_nom: clients.nom,
  client_prenom: clients.prenom,
  candidat_nom: candidats.nom,
  candidat_prenom: candidats.prenom,
  assigned_name: assignee.name,
};

export type CockpitTacheListRow = {
  tache: CockpitTacheRow;
  client_nom: string | null;
  client_prenom: string | null;
  candidat_nom: string | null;
  candidat_prenom: string | null;
  assigned_name: string | null;
};

/** Who reads the cockpit: a manager sees every task, others theirs and those nobody holds. */
export interface CockpitViewer {
  userId: number;
  isManager: boolean;
}

export interface CockpitFilter {
  assignedUserId?: number | null | undefined;
  mine?: boolean | undefined;
  /** Undefined: open tasks only. */
  isTraitee?: boolean | undefined;
  type?: CockpitTacheType | undefined;
}

function visibleTo(viewer: CockpitViewer): SQL | undefined {
  if (viewer.isManager) return undefined;
  return or(
    isNull(cockpit_taches.assigned_user_id),
    eq(cockpit_taches.assigned_user_id, viewer.userId),
  );
}

function whereOf(kind: CockpitKind, viewer: CockpitViewer, filter: CockpitFilter) {
  return and(
    eq(cockpit_taches.kind, kind),
    visibleTo(viewer),
    filter.isTraitee ? isNotNull(cockpit_taches.treated_at) : isNull(cockpit_taches.treated_at),
    filter.type ? eq(cockpit_taches.type, filter.type) : undefined,
    filter.assignedUserId === null
      ? isNull(cockpit_taches.assigned_user_id)
      : filter.assignedUserId !== undefined
        ? eq(cockpit_taches.assigned_user_id, filter.assignedUserId)
        : undefined,
    filter.mine ? eq(cockpit_taches.assigned_user_id, viewer.userId) : undefined,
  );
}

/** A page of tasks: the nearest due date first, then the newest. */
export async function listTaches(
  db: Conn,
  kind: CockpitKind,
  viewer: CockpitViewer,
  filter: CockpitFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CockpitTacheListRow[]; total: number }> {
  const where = whereOf(kind, viewer, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(tacheColumns)
      .from(cockpit_taches)
      .leftJoin(clients, eq(clients.id, cockpit_taches.client_id))
      .leftJoin(candidats, eq(candidats.id, cockpit_taches.candidat_id))
      .leftJoin(assignee, eq(assignee.id, cockpit_taches.assigned_user_id))
      .where(where)
      .orderBy(
        sql`${cockpit_taches.due_at} asc nulls last`,
        desc(cockpit_taches.created_at),
        desc(cockpit_taches.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(cockpit_taches).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findTache(
  db: Conn,
  id: number,
  kind: CockpitKind,
): Promise<CockpitTacheListRow | undefined> {
  const [row] = await db
    .select(tacheColumns)
    .from(cockpit_taches)
    .leftJoin(clients, eq(clients.id, cockpit_taches.client_id))
    .leftJoin(candidats, eq(candidats.id, cockpit_taches.candidat_id))
    .leftJoin(assignee, eq(assignee.id, cockpit_taches.assigned_user_id))
    .where(and(eq(cockpit_taches.id, id), eq(cockpit_taches.kind, kind)));
  return row;
}

/** Open tasks the viewer sees, by type and by holder. */
export function countOpenTaches(db: Conn, kind: CockpitKind, viewer: CockpitViewer) {
  return db
    .select({
      type: cockpit_taches.type,
      assigned_user_id: cockpit_taches.assigned_user_id,
      n: count(),
    })
    .from(cockpit_taches)
    .where(and(whereOf(kind, viewer, {})))
    .groupBy(cockpit_taches.type, cockpit_taches.assigned_user_id);
}

export async function updateTache(
  db: Conn,
  id: number,
  values: Partial<
    Pick<
      NewCockpitTache,
      'assigned_user_id' | 'treated_at' | 'treated_by_user_id' | 'cloture_auto' | 'note'
    >
  >,
  at: Date,
) {
  await db
    .update(cockpit_taches)
    .set({ ...values, updated_at: at })
    .where(eq(cockpit_taches.id, id));
}

/** An active back-office user holding one of `roles`, or undefined. */
export async function findTeamMember(db: Conn, userId: number, roles: readonly number[]) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.is_active, true),
        arrayOverlaps(users.roles_ids, [...roles]),
      ),
    );
  return row;
}

/** Clients' full names by id. */
export async function clientNames(db: Conn, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(rows.map((r) => [r.id, [r.prenom, r.nom].filter(Boolean).join(' ')]));
}

// ---------------------------------------------------------------------------------------------
// What the derived tasks are computed from (read only)
// ---------------------------------------------------------------------------------------------

/** Quotes the commercial team still has to act on: drafts and those waiting for a signature. */
export function selectPendingDevis(db: Conn) {
  return db
    .select({
      id: devis.id,
      reference: devis.reference,
      client_id: devis.client_id,
      statut: devis.statut,
      sent_at: devis.sent_at,
      expires_at: devis.expires_at,
      created_at: devis.created_at,
      is_besoin: like(devis.reference, 'DEV-%'),
    })
    .from(devis)
    .where(
      and(isNull(devis.deleted_at), inArray(devis.statut, ['brouillon', 'en_attente_signature'])),
    );
}

/** Active missions with interventions to come that have no agent. */
export function selectUnassignedInterventions(db: Conn, at: Date) {
  return db
    .select({
      id: interventions.id,
      mission_id: missions.id,
      reference: missions.reference,
      client_id: missions.client_id,
      date_debut: interventions.date_debut,
    })
    .from(interventions)
    .innerJoin(missions, eq(missions.id, interventions.mission_id))
    .where(
      and(
        eq(missions.statut, 'active'),
        isNull(interventions.candidat_id),
        eq(interventions.statut, 'planifiee'),
        gt(interventions.date_debut, at),
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

/** Weekly slots without an agent of active missions. */
export function selectUnassignedHoraires(db: Conn) {
  return db
    .select({
      mission_id: missions.id,
      reference: missions.reference,
      client_id: missions.client_id,
      n: count(),
    })
    .from(horaires_recurents)
    .innerJoin(missions, eq(missions.id, horaires_recurents.mission_id))
    .where(and(eq(missions.statut, 'active'), isNull(horaires_recurents.candidat_id)))
    .groupBy(missions.id, missions.reference, missions.client_id);
}

/**
 * Planned interventions to come that an agent's absence or leave leaves uncovered: those the agent
 * still holds during the period, and those of the agent's weekly slots taken off it for the
 * absence (no agent any more).
 */
function overlapping(start: SQL | AnyPgColumn, end: SQL, at: Date) {
  return and(
    eq(interventions.statut, 'planifiee'),
    // Planned times are the agency's wall clock: « to come » is read on that clock.
    gt(interventions.date_debut, agencyWallClock(at)),
    gt(interventions.date_fin, start),
    lt(interventions.date_debut, end),
  )!;
}

/**
 * The two ways an agent holds an intervention, read as two indexed joins and put together: as its
 * agent (index (candidat_id, date_debut)), or through one of its weekly slots while the
 * intervention has no agent (slots by agent, then interventions by slot). One join on « agent or
 * slot's agent » could use neither index and paired every leave with every planned intervention
 * to come (315 ms on the volume database, for each commercial cockpit derivation).
 */
/** What every uncovered-intervention row carries beside its declaration: the agent, the visit. */
const UNCOVERED_COLUMNS = {
  agent_prenom: candidats.prenom,
  agent_nom: candidats.nom,
  intervention_id: interventions.id,
  intervention_debut: interventions.date_debut,
};

/**
 * The interventions a declaration of an agent (absence, leave) leaves uncovered, held either way:
 * those assigned to the agent, and the unstaffed ones of the agent's weekly slots (freed by an
 * earlier absence). `declarations` selects the declaration's columns and UNCOVERED_COLUMNS from
 * its table, built twice because a query is consumed by its joins; the agent is joined here.
 */
async function uncoveredEitherWay<
  Q extends PgSelect & {
    _: { result: { intervention_id: number; intervention_debut: Date }[] };
  },
>(declarations: () => Q, agentId: AnyPgColumn, during: SQL, current: SQL | undefined) {
  type Row = Q['_']['result'][number];
  const ofAgent = () => declarations().innerJoin(candidats, eq(candidats.id, agentId));
  const [held, freed] = await Promise.all([
    ofAgent()
      .innerJoin(interventions, and(eq(interventions.candidat_id, agentId), during))
      .where(current) as unknown as Promise<Row[]>,
    ofAgent()
      .innerJoin(horaires_recurents, eq(horaires_recurents.candidat_id, agentId))
      .innerJoin(
        interventions,
        and(
          eq(interventions.dt_dispo_client_id, horaires_recurents.id),
          isNull(interventions.candidat_id),
          during,
        ),
      )
      .where(current) as unknown as Promise<Row[]>,
  ]);
  return [...held, ...freed].sort(
    (a, b) =>
      a.intervention_debut.getTime() - b.intervention_debut.getTime() ||
      a.intervention_id - b.intervention_id,
  );
}

/**
 * Absences still running or to come, with the interventions they leave uncovered (only those of
 * `absenceId` when given: the count the absence's notification gives is its task's).
 */
export function selectAbsencesUncovered(db: Conn, at: Date, absenceId?: number) {
  const columns = {
    absence_id: absences.id,
    candidat_id: absences.candidat_id,
    debut: absences.date_debut,
    fin: absences.date_fin,
    ...UNCOVERED_COLUMNS,
  };
  const during = overlapping(
    absences.date_debut,
    sql`coalesce(${absences.date_fin}, 'infinity'::timestamptz)`,
    at,
  );
  // An absence is stored as wall-clock times, like planned times.
  const running = and(
    or(isNull(absences.date_fin), gt(absences.date_fin, agencyWallClock(at))),
    absenceId === undefined ? undefined : eq(absences.id, absenceId),
  );
  return uncoveredEitherWay(
    () => db.select(columns).from(absences).$dynamic(),
    absences.candidat_id,
    during,
    running,
  );
}

/** Leave asked or accepted, still running or to come, with the interventions it leaves uncovered. */
export function selectCongesUncovered(db: Conn, at: Date) {
  // Leave days are Paris calendar days: at 00:30 in Paris, yesterday's leave is over.
  const today = toParisIsoDate(at);
  // Leave is in calendar days: from 00:00 of the first to 24:00 of the last (wall-clock, as stored).
  const start = sql`(${conges.date_debut}::timestamp at time zone 'UTC')`;
  const end = sql`((${conges.date_fin} + 1)::timestamp at time zone 'UTC')`;
  const columns = {
    conge_id: conges.id,
    candidat_id: conges.candidat_id,
    debut: conges.date_debut,
    fin: conges.date_fin,
    statut: conges.statut,
    ...UNCOVERED_COLUMNS,
  };
  const current = and(
    inArray(conges.statut, ['en_attente', 'accepte']),
    sql`${conges.date_fin} >= ${today}`,
  );
  return uncoveredEitherWay(
    () => db.select(columns).from(conges).$dynamic(),
    conges.candidat_id,
    overlapping(start, end, at),
    current,
  );
}

// ---------------------------------------------------------------------------------------------
// What the recruitment cockpit's derived tasks are computed from (read only; the candidats and
// documents modules write these tables)
// ---------------------------------------------------------------------------------------------

/**
 * Active candidates at `statut` whose `dated` column is set (the application completed online,
 * the interview), that date read as `at`.
 */
export function selectDatedCandidats(
  db: Conn,
  statut: number,
  datedBy: 'candidature_completed_at' | 'entretien_at',
) {
  const dated = candidats[datedBy];
  return db
    .select({ candidat_id: candidats.id, nom: candidats.nom, prenom: candidats.prenom, at: dated })
    .from(candidats)
    .where(
      and(
        eq(candidats.is_active, true),
        eq(candidats.candidat_statut_id, statut),
        isNotNull(dated),
      ),
    );
}

/**
 * Active candidates at one of `statuts` with documents they uploaded themselves (no uploader, or
 * an uploader holding none of the `backOfficeRoles`) since the recruiter last checked them: how
 * many, the first and the last.
 */
export function selectDocumentsNonVerifies(
  db: Conn,
  statuts: readonly number[],
  backOfficeRoles: readonly number[],
) {
  const uploader = alias(users, 'uploader');
  return db
    .select({
      candidat_id: candidats.id,
      nom: candidats.nom,
      prenom: candidats.prenom,
      n: count(),
      first_at: sql<Date>`min(${documents.created_at})`.mapWith(documents.created_at),
      last_at: sql<Date>`max(${documents.created_at})`.mapWith(documents.created_at),
    })
    .from(documents)
    .innerJoin(candidats, eq(candidats.id, documents.candidat_id))
    .leftJoin(uploader, eq(uploader.id, documents.uploaded_by_user_id))
    .where(
      and(
        eq(candidats.is_active, true),
        inArray(candidats.candidat_statut_id, [...statuts]),
        or(isNull(uploader.id), not(arrayOverlaps(uploader.roles_ids, [...backOfficeRoles]))),
        or(
          isNull(candidats.documents_verifies_at),
          gt(documents.created_at, candidats.documents_verifies_at),
        ),
      ),
    )
    .groupBy(candidats.id, candidats.nom, candidats.prenom);
}

/** Work contracts of active candidates waiting for the candidate's or the agency's signature. */
export function selectContratsEnCours(db: Conn) {
  return db
    .select({
      contrat_id: contrats_travail.id,
      candidat_id: contrats_travail.candidat_id,
      statut: contrats_travail.statut,
      type_contrat: contrats_travail.type_contrat,
      sent_at: contrats_travail.sent_at,
      signed_at: contrats_travail.signed_at,
      nom: candidats.nom,
      prenom: candidats.prenom,
    })
    .from(contrats_travail)
    .innerJoin(candidats, eq(candidats.id, contrats_travail.candidat_id))
    .where(
      and(
        eq(candidats.is_active, true),
        isNull(contrats_travail.cancelled_at),
        inArray(contrats_travail.statut, ['en_attente_signature', 'signe_agent']),
      ),
    );
}
