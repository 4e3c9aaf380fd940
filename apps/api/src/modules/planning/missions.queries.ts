import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions, type NewMission } from '../../db/schema/missions.ts';

export interface APlanifierFilter {
  clientId?: number | undefined;
  services: number[];
  from?: Date | undefined;
  to?: Date | undefined;
  now: Date;
  page: number;
  limit: number;
}

/**
 * Active missions that still need planning: an upcoming planned intervention without an agent, a
 * recurring slot without an agent, or minutes left to plan. Soonest first: by the first
 * intervention waiting for an agent, then by start date.
 */
export async function listMissionsAPlanifier(db: Db | Tx, filter: APlanifierFilter) {
  const waiting = db
    .select({ one: sql`1` })
    .from(interventions)
    .where(
      and(
        eq(interventions.mission_id, missions.id),
        isNull(interventions.candidat_id),
        eq(interventions.statut, 'planifiee'),
        gte(interventions.date_debut, filter.now),
      ),
    );
  const freeSlot = db
    .select({ one: sql`1` })
    .from(horaires_recurents)
    .where(
      and(eq(horaires_recurents.mission_id, missions.id), isNull(horaires_recurents.candidat_id)),
    );
  const where = and(
    eq(missions.statut, 'active'),
    or(isNull(missions.date_fin), gte(missions.date_fin, filter.now)),
    filter.clientId ? eq(missions.client_id, filter.clientId) : undefined,
    filter.services.length ? inArray(missions.client_besoin_skill_id, filter.services) : undefined,
    filter.to ? lte(missions.date_debut, filter.to) : undefined,
    filter.from ? or(isNull(missions.date_fin), gte(missions.date_fin, filter.from)) : undefined,
    or(exists(waiting), exists(freeSlot), gt(missions.nb_minutes_a_planifier, 0)),
  );
  const nextWaiting = sql`(select min(${interventions.date_debut}) from ${interventions} where ${interventions.mission_id} = ${missions.id} and ${interventions.candidat_id} is null and ${interventions.statut} = 'planifiee' and ${interventions.date_debut} >= ${filter.now.toISOString()}::timestamptz)`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(missions)
      .where(where)
      .orderBy(sql`${nextWaiting} asc nulls last`, asc(missions.date_debut), asc(missions.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(missions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A client's running missions: active and not ended (open-ended or ending today or later). */
export function listMissionsActivesOfClient(db: Db | Tx, clientId: number, today: Date) {
  return db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.client_id, clientId),
        eq(missions.statut, 'active'),
        or(isNull(missions.date_fin), gte(missions.date_fin, today)),
      ),
    )
    .orderBy(desc(missions.date_debut), desc(missions.id));
}

export async function insertMission(db: Db | Tx, values: NewMission) {
  const [row] = await db.insert(missions).values(values).returning();
  return row!;
}

/** Inserts a mission unless its reference is taken; returns its id, or undefined. */
export async function insertMissionWithNewReference(db: Db | Tx, values: NewMission) {
  const [row] = await db
    .insert(missions)
    .values(values)
    .onConflictDoNothing({ target: missions.reference })
    .returning({ id: missions.id });
  return row?.id;
}

export async function setMissionReference(db: Db | Tx, id: number, reference: string) {
  const [row] = await db.update(missions).set({ reference }).where(eq(missions.id, id)).returning();
  return row!;
}

/** Inserts weekly slots; returns their ids in the order given. */
export async function insertHoraires(
  db: Db | Tx,
  rows: (typeof horaires_recurents.$inferInsert)[],
) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(horaires_recurents)
    .values(rows)
    .returning({ id: horaires_recurents.id });
  return inserted.map((row) => row.id);
}

export function listHoraires(db: Db | Tx, missionId: number) {
  return db
    .select()
    .from(horaires_recurents)
    .where(eq(horaires_recurents.mission_id, missionId))
    .orderBy(asc(horaires_recurents.day), asc(horaires_recurents.start_time));
}

export async function assignHoraires(db: Db | Tx, ids: number[], candidatId: number) {
  if (ids.length === 0) return;
  await db
    .update(horaires_recurents)
    .set({ candidat_id: candidatId })
    .where(inArray(horaires_recurents.id, ids));
}

export async function freeHoraire(db: Db | Tx, horaireId: number) {
  await db
    .update(horaires_recurents)
    .set({ candidat_id: null })
    .where(eq(horaires_recurents.id, horaireId));
}

export async function findHoraire(db: Db | Tx, id: number) {
  const [row] = await db.select().from(horaires_recurents).where(eq(horaires_recurents.id, id));
  return row;
}

/**
 * Takes `minutes` from the minutes left to plan of a mission, in one statement so that two
 * plannings at once cannot take the same minutes: refused (undefined) when fewer are left. With
 * `upTo`, takes what is left when fewer (the back office may plan beyond the hours granted).
 * Returns the minutes left after.
 */
export async function decrementMinutesAPlanifier(
  db: Db | Tx,
  missionId: number,
  minutes: number,
  options: { upTo?: boolean } = {},
): Promise<number | undefined> {
  const [row] = await db
    .update(missions)
    .set({
      nb_minutes_a_planifier: options.upTo
        ? sql`${missions.nb_minutes_a_planifier} - least(${missions.nb_minutes_a_planifier}, ${minutes})`
        : sql`${missions.nb_minutes_a_planifier} - ${minutes}`,
    })
    .where(
      and(
        eq(missions.id, missionId),
        options.upTo ? undefined : gte(missions.nb_minutes_a_planifier, minutes),
      ),
    )
    .returning({ left: missions.nb_minutes_a_planifier });
  return row?.left;
}

/** Adds worked hours to a mission (rounded to the cent of an hour), in one statement. */
export async function addHeuresConsommees(db: Db | Tx, missionId: number, hours: number) {
  await db
    .update(missions)
    .set({
      nb_heures_consommees: sql`round((${missions.nb_heures_consommees} + ${hours})::numeric, 2)`,
    })
    .where(eq(missions.id, missionId));
}
