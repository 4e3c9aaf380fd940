import { EARTH_RADIUS_METERS, type LatLng } from '@maisonnee/domain';
import { and, asc, eq, exists, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidat_competences, candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import { STATUT_AGENT_ACTIF } from './availability.queries.ts';
import { idIn } from './read-model.queries.ts';

type Conn = Db | Tx;

/*
 * Reads of the week's proposal (proposal.service.ts, docs/planning.md « Proposition de planning
 * pour la semaine »): the unstaffed interventions to come, the agents who could take them (one
 * statement, filtered by service and radius in SQL), the (client, agent) pairs that already
 * worked together, declared unavailability; and the locks of the proposal applied. One statement
 * per kind of data, whatever the number of agents.
 */

/** An intervention's skill: its mission's (the first skill without a mission), as on the board. */
const skillOfIntervention = sql<number>`coalesce(${missions.client_besoin_skill_id}, 1)`.mapWith(
  Number,
);

const visitColumns = {
  id: interventions.id,
  mission_id: interventions.mission_id,
  client_id: interventions.client_id,
  candidat_id: interventions.candidat_id,
  statut: interventions.statut,
  skill_id: skillOfIntervention,
  date_debut: interventions.date_debut,
  date_fin: interventions.date_fin,
  client_nom: clients.nom,
  client_prenom: clients.prenom,
  lat: clients.lat,
  lng: clients.lng,
};

/** What the proposal is asked for: a week [from, to), the planned times after `after`. */
export interface UnstaffedFilter {
  from: Date;
  to: Date;
  /** The agency's wall clock now: only visits still to come. */
  after: Date;
  skillId?: number | undefined;
  clientId?: number | undefined;
  codePostal?: string | undefined;
}

/** The week's planned interventions without agent still to come, by start, `max` at most. */
export function selectUnstaffedToCome(db: Conn, filter: UnstaffedFilter, max: number) {
  return db
    .select(visitColumns)
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(
      and(
        isNull(interventions.candidat_id),
        eq(interventions.statut, 'planifiee'),
        gte(interventions.date_debut, filter.from),
        lt(interventions.date_debut, filter.to),
        gt(interventions.date_debut, filter.after),
        filter.skillId ? sql`${skillOfIntervention} = ${filter.skillId}` : undefined,
        filter.clientId ? eq(interventions.client_id, filter.clientId) : undefined,
        filter.codePostal ? eq(clients.codep, filter.codePostal) : undefined,
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id))
    .limit(max);
}

/** Interventions by id with their client, locked until the end of the transaction. */
export function lockInterventionsForApply(tx: Tx, ids: readonly number[]) {
  return tx
    .select(visitColumns)
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(idIn(interventions.id, ids))
    .orderBy(asc(interventions.id))
    .for('update', { of: interventions });
}

const agentColumns = {
  id: candidats.id,
  prenom: candidats.prenom,
  nom: candidats.nom,
  is_active: candidats.is_active,
  candidat_statut_id: candidats.candidat_statut_id,
  transport_type_id: candidats.transport_type_id,
  lat: candidats.lat,
  lng: candidats.lng,
};

/**
 * Active agents (status « Agent actif ») working in one of `skillIds`, whose home lies within
 * `km` of one of `centers` (great-circle distance, as domain/geo.ts): the agents a proposal
 * weighs. One statement: the centres travel as two arrays.
 */
export function selectCandidateAgents(
  db: Conn,
  skillIds: readonly number[],
  centers: readonly LatLng[],
  km: number,
) {
  if (skillIds.length === 0 || centers.length === 0) return Promise.resolve([]);
  const radiusKm = EARTH_RADIUS_METERS / 1000;
  const lats = sql.param(centers.map((c) => c.lat));
  const lngs = sql.param(centers.map((c) => c.lng));
  // A degree of latitude is 111 km: the cheap first cut before the exact distance.
  const dLat = km / 111;
  const nearOne = sql`exists (
    select 1 from unnest(${lats}::float8[], ${lngs}::float8[]) as c(lat, lng)
    where abs(${candidats.lat} - c.lat) <= ${dLat}::float8
      and 2 * ${radiusKm}::float8 * asin(least(1::float8, sqrt(
        power(sin(radians(${candidats.lat} - c.lat) / 2), 2)
        + cos(radians(c.lat)) * cos(radians(${candidats.lat}))
          * power(sin(radians(${candidats.lng} - c.lng) / 2), 2)))) <= ${km}::float8
  )`;
  return db
    .select(agentColumns)
    .from(candidats)
    .where(
      and(
        eq(candidats.is_active, true),
        eq(candidats.candidat_statut_id, STATUT_AGENT_ACTIF),
        sql`${candidats.lat} is not null and ${candidats.lng} is not null`,
        exists(
          db
            .select({ one: sql`1` })
            .from(candidat_competences)
            .where(
              and(
                eq(candidat_competences.candidat_id, candidats.id),
                idIn(candidat_competences.competence_id, skillIds),
              ),
            ),
        ),
        nearOne,
      ),
    )
    .orderBy(asc(candidats.id));
}

/** Agents by id (the agents of the lines applied). */
export function selectAgentsByIds(db: Conn, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(agentColumns)
    .from(candidats)
    .where(idIn(candidats.id, ids))
    .orderBy(asc(candidats.id));
}

/** Locks agents' rows, by id, until the end of the transaction (one planning of each at a time). */
export async function lockCandidats(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .select({ id: candidats.id })
    .from(candidats)
    .where(idIn(candidats.id, ids))
    .orderBy(asc(candidats.id))
    .for('update');
}

/**
 * What these clients know of these agents: per (client, agent) pair, the interventions done
 * there (terminee) and the average rating given there (null when never rated). Two statements.
 */
export async function selectFamiliarityPairs(
  db: Conn,
  clientIds: readonly number[],
  candidatIds: readonly number[],
) {
  if (clientIds.length === 0 || candidatIds.length === 0) return [];
  const [done, notes] = await Promise.all([
    db
      .select({
        client_id: interventions.client_id,
        candidat_id: interventions.candidat_id,
        n: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(interventions)
      .where(
        and(
          eq(interventions.statut, 'terminee'),
          idIn(interventions.client_id, clientIds),
          idIn(interventions.candidat_id, candidatIds),
        ),
      )
      .groupBy(interventions.client_id, interventions.candidat_id),
    db
      .select({
        client_id: intervention_avis.client_id,
        candidat_id: intervention_avis.candidat_id,
        note: sql<number>`avg(${intervention_avis.note})::float8`.mapWith(Number),
      })
      .from(intervention_avis)
      .where(
        and(
          idIn(intervention_avis.client_id, clientIds),
          idIn(intervention_avis.candidat_id, candidatIds),
        ),
      )
      .groupBy(intervention_avis.client_id, intervention_avis.candidat_id),
  ]);
  const pairs = new Map<
    string,
    { client_id: number; candidat_id: number; done: number; note: number | null }
  >();
  for (const row of done) {
    if (row.candidat_id === null) continue;
    pairs.set(`${row.client_id}:${row.candidat_id}`, {
      client_id: row.client_id,
      candidat_id: row.candidat_id,
      done: row.n,
      note: null,
    });
  }
  for (const row of notes) {
    const key = `${row.client_id}:${row.candidat_id}`;
    const pair = pairs.get(key) ?? {
      client_id: row.client_id,
      candidat_id: row.candidat_id,
      done: 0,
      note: null,
    };
    pair.note = Math.round(row.note * 10) / 10;
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}
