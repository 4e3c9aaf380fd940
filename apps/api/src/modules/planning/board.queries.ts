import { and, asc, eq, exists, gte, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { indisponibilites } from '../../db/schema/candidat-declarations.ts';
import { candidat_competences, candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { withinKm } from '../../lib/geo-sql.ts';
import { missions } from '../../db/schema/missions.ts';
import { STATUT_AGENT_ACTIF } from './availability.queries.ts';
import { idIn } from './read-model.queries.ts';

type Conn = Db | Tx;

/*
 * Reads of the planning board (board.service.ts, docs/planning.md « Tableau de planning »): a page
 * of agents, their interventions of the week with each client's name, postal code and position,
 * their unavailability, and the week's interventions without an agent. A fixed number of
 * statements per call, whatever the number of agents.
 */

/** The board's filters; the week is [from, to) in the agency's wall-clock, as stored. */
export interface BoardFilter {
  from: Date;
  to: Date;
  skillId?: number | undefined;
  agentId?: number | undefined;
  clientId?: number | undefined;
  codePostal?: string | undefined;
  /** Around a point: within `km` of `center` (great-circle distance). */
  autour?: { center: LatLng; km: number } | undefined;
}

/** An intervention of the week that is not cancelled, starting in [from, to). */
function ofTheWeek(filter: BoardFilter): SQL {
  return and(
    gte(interventions.date_debut, filter.from),
    lt(interventions.date_debut, filter.to),
    ne(interventions.statut, 'annulee'),
  )!;
}

/**
 * A page of the agents the board shows, by name: active agents (status « Agent actif ») and the
 * agents with an intervention that week, narrowed by the filters (skill: the agent has it; agent;
 * client: an intervention there that week; postal code or around a point: lives there or works
 * there that week).
 */
export async function selectBoardAgents(
  db: Conn,
  filter: BoardFilter,
  page: { limit: number; offset: number },
) {
  const worksThisWeek = (extra?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(interventions)
        .where(and(eq(interventions.candidat_id, candidats.id), ofTheWeek(filter), extra)),
    );
  // Works there: an intervention of the week at a client matching `where` (postal code, around a
  // point). The clients are joined only for these filters: the others need the interventions alone.
  const worksAtClients = (where: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(interventions)
        .innerJoin(clients, eq(clients.id, interventions.client_id))
        .where(and(eq(interventions.candidat_id, candidats.id), ofTheWeek(filter), where)),
    );
  const where = and(
    or(
      and(eq(candidats.is_active, true), eq(candidats.candidat_statut_id, STATUT_AGENT_ACTIF)),
      worksThisWeek(),
    ),
    filter.agentId ? eq(candidats.id, filter.agentId) : undefined,
    filter.skillId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(candidat_competences)
            .where(
              and(
                eq(candidat_competences.candidat_id, candidats.id),
                eq(candidat_competences.competence_id, filter.skillId),
              ),
            ),
        )
      : undefined,
    filter.clientId ? worksThisWeek(eq(interventions.client_id, filter.clientId)) : undefined,
    filter.codePostal
      ? or(
          eq(candidats.codep, filter.codePostal),
          worksAtClients(eq(clients.codep, filter.codePostal)),
        )
      : undefined,
    filter.autour
      ? or(
          withinKm(candidats.lat, candidats.lng, filter.autour.center, filter.autour.km),
          worksAtClients(
            withinKm(clients.lat, clients.lng, filter.autour.center, filter.autour.km),
          ),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: candidats.id,
      prenom: candidats.prenom,
      nom: candidats.nom,
      transport_type_id: candidats.transport_type_id,
      lat: candidats.lat,
      lng: candidats.lng,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(candidats)
    .where(where)
    .orderBy(asc(candidats.nom), asc(candidats.prenom), asc(candidats.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? (page.offset > 0 ? await countBoardAgents() : 0) };

  async function countBoardAgents() {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(candidats)
      .where(where);
    return row?.n ?? 0;
  }
}

/** An intervention's skill: its mission's (the first skill when it has no mission). */
const skillOfIntervention = sql<number>`coalesce(${missions.client_besoin_skill_id}, 1)`.mapWith(
  Number,
);

const interventionColumns = {
  id: interventions.id,
  mission_id: interventions.mission_id,
  client_id: interventions.client_id,
  candidat_id: interventions.candidat_id,
  skill_id: skillOfIntervention,
  date_debut: interventions.date_debut,
  date_fin: interventions.date_fin,
  statut: interventions.statut,
  prolongation_minutes: interventions.prolongation_minutes,
  prolongation_statut: interventions.prolongation_statut,
  client_nom: clients.nom,
  client_prenom: clients.prenom,
  code_postal: clients.codep,
  lat: clients.lat,
  lng: clients.lng,
};

/** The agents' interventions of the week (not cancelled), by start. */
export function selectBoardInterventions(db: Conn, filter: BoardFilter, candidatIds: number[]) {
  if (candidatIds.length === 0) return Promise.resolve([]);
  return db
    .select(interventionColumns)
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(and(idIn(interventions.candidat_id, candidatIds), ofTheWeek(filter)))
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

/** The week's interventions without an agent (not cancelled), by start, `max` at most. */
export function selectBoardAPourvoir(db: Conn, filter: BoardFilter, max: number) {
  return db
    .select(interventionColumns)
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(
      and(
        isNull(interventions.candidat_id),
        ofTheWeek(filter),
        filter.skillId ? sql`${skillOfIntervention} = ${filter.skillId}` : undefined,
        filter.clientId ? eq(interventions.client_id, filter.clientId) : undefined,
        filter.codePostal ? eq(clients.codep, filter.codePostal) : undefined,
        filter.autour
          ? withinKm(clients.lat, clients.lng, filter.autour.center, filter.autour.km)
          : undefined,
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id))
    .limit(max);
}

/** The agents' declared unavailability overlapping [from, to] (calendar days). */
export function selectIndisponibilites(db: Conn, ids: number[], from: string, to: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      candidat_id: indisponibilites.candidat_id,
      debut: indisponibilites.debut,
      fin: indisponibilites.fin,
      time_debut: indisponibilites.time_debut,
      time_fin: indisponibilites.time_fin,
    })
    .from(indisponibilites)
    .where(
      and(
        idIn(indisponibilites.candidat_id, ids),
        gte(indisponibilites.fin, from),
        lte(indisponibilites.debut, to),
      ),
    );
}
