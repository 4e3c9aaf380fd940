import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import type { LatLng } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { onMap, type MapBox } from '../../lib/map-positions.ts';
import {
  annonce_interets,
  annonces,
  candidat_competences,
  candidats,
  missions,
  type AnnonceHoraire,
} from '../../db/schema/index.ts';
import { distanceKmSql, withinKm } from '../../lib/geo-sql.ts';

/*
 * Job posts and the interest shown in them. The missions and the candidates are read here (a read
 * is not a write): the mission a post is for, an agent's address and skills.
 */

type Conn = Db | Tx;

export type AnnonceRow = typeof annonces.$inferSelect;
export type NewAnnonce = typeof annonces.$inferInsert;

/** Which posts a list or a search keeps. */
export interface AnnonceFilter {
  /** true: active posts (switched on and not past their end); false: the others; absent: all. */
  active?: boolean | undefined;
  /** The first day still "not past": a post ending before it is over. */
  today: Date;
  services: number[];
  missionId?: number | undefined;
}

/** Switched on and not ended before `today` (a post without an end date runs until switched off). */
const activeOn = (today: Date) =>
  and(eq(annonces.is_active, true), or(isNull(annonces.date_fin), gte(annonces.date_fin, today)))!;

function whereOf(filter: AnnonceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.active === true) conditions.push(activeOn(filter.today));
  if (filter.active === false) conditions.push(not(activeOn(filter.today)));
  if (filter.services.length)
    conditions.push(inArray(annonces.client_besoin_skill_id, filter.services));
  if (filter.missionId !== undefined) conditions.push(eq(annonces.mission_id, filter.missionId));
  return and(...conditions);
}

export async function findAnnonce(db: Conn, id: number): Promise<AnnonceRow | undefined> {
  const [row] = await db.select().from(annonces).where(eq(annonces.id, id)).limit(1);
  return row;
}

export async function insertAnnonce(db: Conn, values: NewAnnonce): Promise<AnnonceRow> {
  const [row] = await db.insert(annonces).values(values).returning();
  return row!;
}

export async function updateAnnonce(
  db: Conn,
  id: number,
  values: Partial<NewAnnonce>,
): Promise<AnnonceRow | undefined> {
  const [row] = await db.update(annonces).set(values).where(eq(annonces.id, id)).returning();
  return row;
}

/** A page of posts, newest first, and how many match. */
export async function listAnnonces(
  db: Conn,
  filter: AnnonceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AnnonceRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(annonces)
      .where(where)
      .orderBy(desc(annonces.created_at), desc(annonces.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(annonces).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Located posts matching the filter: within `near.km` of `near.center`, nearest first (the
 * indexed box, then the exact distance: lib/geo-sql.ts), or all of them by id when `near` is null.
 */
export function annoncesInBox(
  db: Conn,
  filter: AnnonceFilter,
  near: { center: LatLng; km: number } | null,
  limit: number,
) {
  const located = and(isNotNull(annonces.lat), isNotNull(annonces.lng));
  const order = near
    ? [asc(distanceKmSql(annonces.lat, annonces.lng, near.center)), asc(annonces.id)]
    : [asc(annonces.id)];
  return db
    .select()
    .from(annonces)
    .where(
      and(
        whereOf(filter),
        located,
        near ? withinKm(annonces.lat, annonces.lng, near.center, near.km) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(limit);
}

/** The mission a post is for: its need and its client. */
export async function findMissionForAnnonce(db: Conn, missionId: number) {
  const [row] = await db
    .select({
      id: missions.id,
      client_besoin_skill_id: missions.client_besoin_skill_id,
      client_id: missions.client_id,
    })
    .from(missions)
    .where(eq(missions.id, missionId))
    .limit(1);
  return row;
}

/** An agent's name, address coordinates and skills (null when there is no such file). */
export async function findCandidatForAnnonces(db: Conn, candidatId: number) {
  const [row] = await db
    .select({
      id: candidats.id,
      nom: candidats.nom,
      prenom: candidats.prenom,
      lat: candidats.lat,
      lng: candidats.lng,
    })
    .from(candidats)
    .where(eq(candidats.id, candidatId))
    .limit(1);
  if (!row) return null;
  const skills = await db
    .select({ id: candidat_competences.competence_id })
    .from(candidat_competences)
    .where(eq(candidat_competences.candidat_id, candidatId));
  return { ...row, services: skills.map((skill) => skill.id) };
}

/** Records the interest once; null when this person had already said so. */
export async function insertAnnonceInteret(
  db: Conn,
  values: { annonce_id: number; candidat_id: number; message: string | null },
): Promise<number | null> {
  const [row] = await db
    .insert(annonce_interets)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: annonce_interets.id });
  return row?.id ?? null;
}

export type { AnnonceHoraire };

/** The map's posts: located, in the zone on screen when given, by id, `limit` at most. */
export function annoncesOnMap(
  db: Conn,
  filter: AnnonceFilter,
  bbox: MapBox | undefined,
  limit: number,
) {
  return db
    .select()
    .from(annonces)
    .where(and(whereOf(filter), onMap(annonces.lat, annonces.lng, bbox)))
    .orderBy(asc(annonces.id))
    .limit(limit);
}
