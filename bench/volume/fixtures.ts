// Realistic ids picked in the volume database before the load: the clients with the most
// interventions, the agents with the busiest month ahead, each client's biggest mission, and the
// cities where most clients and agents live (the around-searches' points).
import { agencyWallClock } from '@maisonnee/domain';
import type pg from 'pg';
import { AGENT_ACCOUNTS, CLIENT_ACCOUNTS } from './settings.ts';

export interface Point {
  ville: string;
  lat: number;
  lng: number;
  count: number;
}

export interface Picks {
  clientEmails: string[];
  agentEmails: string[];
  /** Per client: its mission with the most interventions, and that mission's service. */
  missionOfClient: Map<number, { missionId: number; skillId: number }>;
  clientCities: Point[];
  agentCities: Point[];
}

const DAY_MS = 86_400_000;
const CITY_POINTS = 10;

/** Planned times are stored as the agency's wall clock (Paris) written as UTC (domain/instants). */
export function wallClockNow(): Date {
  return agencyWallClock(new Date());
}

async function topCities(db: pg.Client, table: 'clients' | 'candidats'): Promise<Point[]> {
  const result = await db.query<{ ville: string; lat: number; lng: number; count: string }>(
    `select ville, avg(lat)::float8 as lat, avg(lng)::float8 as lng, count(*) as count
       from ${table}
      where lat is not null and lng is not null and ville is not null
      group by ville order by count(*) desc, ville limit $1`,
    [CITY_POINTS],
  );
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function pickFixtures(db: pg.Client): Promise<Picks> {
  const clients = await db.query<{ email: string; client_id: number }>(
    `select u.email, u.client_id
       from users u
       join (select client_id, count(*) as n from interventions group by client_id) i
         on i.client_id = u.client_id
      where u.email like 'client%@volume.test' and u.is_active
      order by i.n desc, u.id limit $1`,
    [CLIENT_ACCOUNTS],
  );
  const now = wallClockNow();
  const agents = await db.query<{ email: string }>(
    `select u.email
       from users u
       join (select candidat_id, count(*) as n from interventions
              where statut = 'planifiee' and date_debut >= $2 and date_debut < $3
              group by candidat_id) i
         on i.candidat_id = u.candidat_id
      where u.email like 'agent%@volume.test' and u.is_active
      order by i.n desc, u.id limit $1`,
    [AGENT_ACCOUNTS, now, new Date(now.getTime() + 30 * DAY_MS)],
  );
  const clientIds = clients.rows.map((row) => row.client_id);
  const missions = await db.query<{ client_id: number; mission_id: number; skill_id: number }>(
    `select distinct on (i.client_id) i.client_id, i.mission_id, m.client_besoin_skill_id as skill_id
       from interventions i join missions m on m.id = i.mission_id
      where i.client_id = any($1::int[])
      group by i.client_id, i.mission_id, m.client_besoin_skill_id
      order by i.client_id, count(*) desc, i.mission_id`,
    [clientIds],
  );
  return {
    clientEmails: clients.rows.map((row) => row.email),
    agentEmails: agents.rows.map((row) => row.email),
    missionOfClient: new Map(
      missions.rows.map((row) => [
        row.client_id,
        { missionId: row.mission_id, skillId: row.skill_id },
      ]),
    ),
    clientCities: await topCities(db, 'clients'),
    agentCities: await topCities(db, 'candidats'),
  };
}
