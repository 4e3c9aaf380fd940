// A dense agency week for the planning board's targets (issue 26, point 6), inserted in the volume
// database before the load and removed after it, also on Ctrl-C: the seed plans about 3 visits per
// agent and week, a real agency about 20. Here: the agents of the city with the most agents (150,
// topped up from the cities after it), in one week after every seeded intervention, about 20
// visits each (Monday to Saturday, 2 to 4 a day of 1 to 3 hours on the half-hour grid) at clients
// of that city, of the agent's services, about 5 % without an agent (« à pourvoir »), a few
// overlaps and visits back to back so that conflicts show. Every value is computed by PostgreSQL
// from hashes of the row's numbers (the same rows on every run), in one INSERT … SELECT.
import type pg from 'pg';
import { onInterrupt } from '../lib/interrupt.ts';

/** The agents of the fixture, as one agency's board shows them at once (par_page 150). */
export const BOARD_AGENTS = 150;
/** Weeks between the seed's last planned visit and the fixture's week: nothing else there. */
const WEEKS_AFTER_SEED = 30;
/** Marks the fixture's rows, so that a run killed before its cleanup is cleaned by the next. */
export const FIXTURE_MARK = 'Bench : semaine dense du tableau de planning (bench/volume)';

export interface BoardFixture {
  /** The Monday of the fixture's week (YYYY-MM-DD). */
  debut: string;
  /** The agency's city: where the first agents live and every visit takes place. */
  ville: string;
  codePostal: string;
  agents: number;
  /** Agents taken from other cities to reach BOARD_AGENTS (their visits are far from home). */
  agentsFromOtherCities: number;
  interventions: number;
  unstaffed: number;
  /** Removes the fixture's rows and gives the id sequence back its value (once). */
  remove: () => Promise<void>;
}

const agentWhere = `a.email like 'agent%@volume.test' and a.is_active and a.candidat_statut_id = 6
   and a.ville is not null and a.lat is not null and a.lng is not null`;

/** Removes the rows of the fixture (this run's or a killed run's); answers how many. */
export async function removeBoardFixture(db: pg.Client): Promise<number> {
  const removed = await db.query('delete from interventions where commentaire = $1', [
    FIXTURE_MARK,
  ]);
  return removed.rowCount ?? 0;
}

/** `h(tag)`: a non-negative integer from the slot's numbers (agent rank, day, visit) and `tag`. */
const h = (tag: string, key = `k || ':' || d || ':' || v`) =>
  `(('x' || substr(md5(${key} || ':${tag}'), 1, 7))::bit(28)::int)`;

/**
 * Removes what a run killed before its cleanup left (kill -9): its rows, and the id sequence it
 * moved past them, back to the table's largest id when nothing took an id after the fixture's
 * (the seed leaves the sequence there).
 */
async function removeLeftover(db: pg.Client): Promise<void> {
  const found = await db.query<{ last: string | null }>(
    'select max(id) as last from interventions where commentaire = $1',
    [FIXTURE_MARK],
  );
  const last = found.rows[0]?.last;
  if (!last) return;
  const removed = await removeBoardFixture(db);
  await db.query(
    `select setval(pg_get_serial_sequence('interventions', 'id'), (select max(id) from interventions))
      where (select last_value from interventions_id_seq) = $1::bigint`,
    [last],
  );
  console.log(
    `  ${removed} interventions d'une semaine dense laissée par un run interrompu : retirées.`,
  );
}

export async function insertBoardFixture(db: pg.Client): Promise<BoardFixture> {
  await removeLeftover(db);
  const last = await db.query<{ monday: string }>(
    `select to_char(date_trunc('week', max(date_debut) at time zone 'UTC') + make_interval(weeks => $1), 'YYYY-MM-DD') as monday
       from interventions`,
    [WEEKS_AFTER_SEED],
  );
  const debut = last.rows[0]?.monday;
  if (!debut) throw new Error("La base de volume n'a aucune intervention.");
  // Cities by agents (most first); after the first, the nearest to it: the top-up comes from there.
  const cities = await db.query<{ ville: string; codep: string; agents: string }>(
    `with c as (
       select a.ville, min(a.codep) as codep, count(*) as agents, avg(a.lat) as lat, avg(a.lng) as lng
         from candidats a where ${agentWhere} group by a.ville),
     first as (select * from c order by agents desc, ville limit 1)
     select c.ville, c.codep, c.agents from c, first
      order by c.ville = first.ville desc, c.agents desc,
               (c.lat - first.lat) ^ 2 + ((c.lng - first.lng) * cos(radians(first.lat))) ^ 2, c.ville`,
  );
  const city = cities.rows[0];
  if (!city) throw new Error("La base de volume n'a aucun agent actif placé dans une ville.");
  const seqName = await db.query<{ seq: string }>(
    "select pg_get_serial_sequence('interventions', 'id') as seq",
  );
  const seq = seqName.rows[0]!.seq;
  // A name from the catalogue (schema-qualified and quoted as needed), not from the user.
  const readSequence = async () =>
    (
      await db.query<{ last_value: string; is_called: boolean }>(
        `select last_value, is_called from ${seq}`,
      )
    ).rows[0]!;
  const before = await readSequence();
  const base = await db.query<{ base: string }>(
    'select greatest(coalesce(max(id), 0), $1::bigint) as base from interventions',
    [before.last_value],
  );
  const firstId = Number(base.rows[0]!.base);

  const inserted = await db.query<{ unstaffed: boolean }>(
    `with cities as (select ville, ordinality as rank from unnest($2::text[]) with ordinality ville),
     agents as (
       select a.id, a.lat, a.lng, row_number() over (order by ci.rank, a.id) as k, ci.rank,
              coalesce((select max(cc.competence_id) from candidat_competences cc
                         where cc.candidat_id = a.id and cc.competence_id <> 1), 1) as other_skill
         from candidats a join cities ci on ci.ville = a.ville
        where ${agentWhere}
        order by ci.rank, a.id limit $3),
     -- As an agency plans a round: housework (every agent's) at one of the 25 clients of the city
     -- nearest to the agent's home, one-off (no mission); another of the agent's services at one
     -- of the 5 nearest clients whose mission is of that service.
     city_clients as (
       select c.id as client_id, c.lat, c.lng from clients c
        where c.ville = $4 and c.lat is not null and c.lng is not null),
     city_missions as (
       select m.id as mission_id, m.client_id, m.client_besoin_skill_id as skill, c.lat, c.lng
         from missions m join city_clients c on c.client_id = m.client_id),
     near_clients as (
       select a.id as agent, n.client_id, row_number() over (partition by a.id order by n.d, n.client_id) as rn
         from agents a cross join lateral (
           select c.client_id, (c.lat - a.lat) ^ 2 + ((c.lng - a.lng) * cos(radians(a.lat))) ^ 2 as d
             from city_clients c order by d, c.client_id limit 25) n),
     near_missions as (
       select a.id as agent, n.mission_id, n.client_id,
              row_number() over (partition by a.id order by n.d, n.mission_id) as rn,
              count(*) over (partition by a.id) as cnt
         from agents a cross join lateral (
           select m.mission_id, m.client_id,
                  (m.lat - a.lat) ^ 2 + ((m.lng - a.lng) * cos(radians(a.lat))) ^ 2 as d
             from city_missions m where m.skill = a.other_skill and a.other_skill <> 1
            order by d, m.mission_id limit 5) n),
     -- Visits a day: 2 to 4, about 3.3 (≈ 20 a week over Monday to Saturday), the fuller the
     -- day the shorter each (1 to 2 h at 4 a day, 1 to 3 h at 2): the last ends by 22:00.
     days as (
       select a.id as agent, a.k, a.other_skill, d,
              (array[2, 3, 3, 4, 4, 4])[1 + ${h('nv', `k || ':' || d`)} % 6] as visits_of_day,
              ${h('start', `k || ':' || d`)} % 4 as first_start
         from agents a cross join generate_series(0, 5) d),
     slots as (
       select y.*, v,
              2 + ${h('dur')} % (7 - visits_of_day) as dur,
              -- Half-hours since the visit before: mostly 30 to 90 minutes, sometimes none (too
              -- short to travel), sometimes -30 (overlap).
              case when v = 1 then 0
                   when ${h('gap')} % 25 = 0 then -1
                   when ${h('gap')} % 25 = 1 then 0
                   else 1 + ${h('gap')} % 3 end as gap,
              case when ${h('skill')} % 5 < 3 then 1 else y.other_skill end as skill,
              ${h('who')} as who
         from days y cross join lateral generate_series(1, y.visits_of_day) v),
     timed as (
       select s.*,
              16 + first_start + sum(gap + dur) over (partition by agent, d order by v) - dur as start_half
         from slots s),
     placed as (
       select t.*, m.mission_id, coalesce(m.client_id, cl.client_id) as client_id
         from timed t
         left join near_missions m
                on t.skill <> 1 and m.agent = t.agent and m.rn = 1 + t.who % m.cnt
         left join near_clients cl
                on m.mission_id is null and cl.agent = t.agent
               and cl.rn = 1 + t.who % (select count(*) from near_clients n where n.agent = t.agent))
     insert into interventions (id, mission_id, client_id, candidat_id, date_debut, date_fin, statut,
                                commentaire, created_at, updated_at)
     select $1::bigint + row_number() over (order by k, d, v), mission_id, client_id,
            case when ${h('open')} % 20 = 0 then null else agent end,
            (($5::date + d)::timestamp + make_interval(mins => (30 * start_half)::int)) at time zone 'UTC',
            (($5::date + d)::timestamp + make_interval(mins => (30 * (start_half + dur))::int)) at time zone 'UTC',
            'planifiee', $6, now(), now()
       from placed
      order by k, d, v
     returning (candidat_id is null) as unstaffed`,
    [firstId, cities.rows.map((row) => row.ville), BOARD_AGENTS, city.ville, debut, FIXTURE_MARK],
  );
  const interventions = inserted.rowCount ?? 0;
  const unstaffed = inserted.rows.filter((row) => row.unstaffed).length;
  // The product's own inserts during the bench take ids after the fixture's.
  await db.query('select setval($1::regclass, $2::bigint, true)', [seq, firstId + interventions]);
  const agents = await db.query<{ agents: string; others: string }>(
    `select count(distinct i.candidat_id) as agents,
            count(distinct i.candidat_id) filter (where a.ville <> $2) as others
       from interventions i join candidats a on a.id = i.candidat_id
      where i.commentaire = $1`,
    [FIXTURE_MARK, city.ville],
  );

  let removing: Promise<void> | undefined;
  const remove = () =>
    (removing ??= (async () => {
      forget();
      await removeBoardFixture(db);
      // The sequence goes back where it was, unless something else took an id meanwhile.
      if (Number((await readSequence()).last_value) === firstId + interventions) {
        await db.query('select setval($1::regclass, $2::bigint, $3)', [
          seq,
          before.last_value,
          before.is_called,
        ]);
      }
    })());
  const forget = onInterrupt(remove);
  return {
    debut,
    ville: city.ville,
    codePostal: city.codep,
    agents: Number(agents.rows[0]?.agents ?? 0),
    agentsFromOtherCities: Number(agents.rows[0]?.others ?? 0),
    interventions,
    unstaffed,
    remove,
  };
}
