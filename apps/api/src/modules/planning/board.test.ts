import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indisponibilites } from '../../db/schema/candidat-declarations.ts';
import { candidat_infos_supp, candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { client_intervenant_preferences } from '../../db/schema/preferences.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  grantLeave,
  recordAbsence,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';

/*
 * Issue 26, point 1 (docs/planning.md « Tableau de planning »): the planning board's week. The
 * test clock starts on Monday 2026-03-02; planned times are Paris wall-clock times read in UTC,
 * so 2026-03-09 is a Monday whatever the machine's time zone. Tests share one database: each
 * narrows the board to its own agents or client.
 */

const { t, post, db, own } = agentSearchSuite();

interface Row {
  candidat_id: number;
  prenom: string;
  nom: string;
  transport_type_id: number | null;
  skill_ids: number[];
  heures_contrat_hebdo: number | null;
  minutes_planifiees: number;
  indisponibilites: { debut: string; fin: string; type: string }[];
  interventions: {
    id: number;
    mission_id: number | null;
    client_id: number;
    client_nom: string;
    code_postal: string | null;
    skill_id: number;
    date_debut: string;
    date_fin: string;
    statut: string;
    conflits: string[];
    forcage: { motif: string; regles: string[]; par: string; le: string } | null;
  }[];
}
interface Board {
  data: { items: Row[]; page: number; limit: number; total: number };
  debut: string;
  fin: string;
  a_pourvoir: { id: number; client_id: number; date_debut: string; date_fin: string }[];
}

async function board(body: object, token = own.operator.token): Promise<Board> {
  const response = await post('/api/planning/semaine', token, body);
  expect(response.statusCode).toBe(200);
  return response.json() as Board;
}

/** One visit of `agent` (null: none yet) at `clientId`, from `from` to `to` (test calendar). */
async function visit(
  clientId: number,
  agent: AgentAccount | null,
  from: string,
  to: string,
  options: { skill?: number; statut?: 'annulee' } = {},
) {
  const { interventionIds, missionId } = await createMission(
    t,
    { client_id: clientId, client_besoin_skill_id: options.skill ?? 1 },
    {
      interventions: [
        {
          candidat_id: agent?.candidatId ?? null,
          date_debut: at(from),
          date_fin: at(to),
          ...(options.statut ? { statut: options.statut } : {}),
        },
      ],
    },
  );
  return { id: interventionIds[0]!, missionId };
}

/** The conflicts of each intervention of the agent's row, by intervention id. */
async function conflictsOf(agent: AgentAccount, debut = '2026-03-09') {
  const week = await board({ debut, agent_id: agent.candidatId });
  expect(week.data.items).toHaveLength(1);
  return Object.fromEntries(week.data.items[0]!.interventions.map((i) => [i.id, i.conflits]));
}

function signContract(agent: AgentAccount, hours: number) {
  return insertContratTravail(t, {
    candidatId: agent.candidatId,
    statut: 'contresigne',
    dateDebut: '2026-01-01',
    hoursPerWeek: hours,
    sentAt: at('2025-12-15T09:00:00Z'),
  });
}

describe('the week of an agent', () => {
  it('lists its interventions of the week with client, times and state, and its planned hours against its contract', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Awa', position: own.nearby });
    await signContract(agent, 35);
    const tuesday = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const thursday = await visit(
      own.client.clientId,
      agent,
      '2026-03-12T14:00:00Z',
      '2026-03-12T16:30:00Z',
    );
    // Another week's visits: the Sunday before and the Monday after.
    await visit(own.client.clientId, agent, '2026-03-08T09:00:00Z', '2026-03-08T11:00:00Z');
    await visit(own.client.clientId, agent, '2026-03-16T09:00:00Z', '2026-03-16T11:00:00Z');
    // A cancelled visit counts neither.
    await visit(own.client.clientId, agent, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z', {
      statut: 'annulee',
    });
    const [client] = await db().select().from(clients).where(eq(clients.id, own.client.clientId));

    const week = await board({ debut: '2026-03-09', agent_id: agent.candidatId });

    expect(week.debut).toBe('2026-03-09');
    expect(week.fin).toBe('2026-03-15');
    expect(week.data).toMatchObject({ page: 1, limit: 50, total: 1 });
    const row = week.data.items[0]!;
    expect(row).toMatchObject({
      candidat_id: agent.candidatId,
      prenom: 'Awa',
      nom: 'Benali',
      skill_ids: [1],
      heures_contrat_hebdo: 35,
      minutes_planifiees: 120 + 150,
      indisponibilites: [],
    });
    expect(row.interventions).toEqual([
      {
        id: tuesday.id,
        mission_id: tuesday.missionId,
        client_id: own.client.clientId,
        client_nom: [client!.prenom, client!.nom].filter(Boolean).join(' '),
        code_postal: '75004',
        skill_id: 1,
        date_debut: '2026-03-10T09:00:00.000Z',
        date_fin: '2026-03-10T11:00:00.000Z',
        statut: 'planifiee',
        conflits: [],
        forcage: null,
      },
      expect.objectContaining({ id: thursday.id, conflits: [] }),
    ]);
  });

  it('reads a week of daylight saving change in Paris wall-clock: Monday 00:00 to Sunday 24:00', async () => {
    // Paris goes to summer time on Sunday 2026-03-29 at 02:00.
    const agent = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const night = await visit(
      own.client.clientId,
      agent,
      '2026-03-29T01:30:00Z',
      '2026-03-29T03:30:00Z',
    );
    const late = await visit(
      own.client.clientId,
      agent,
      '2026-03-29T22:00:00Z',
      '2026-03-29T23:30:00Z',
    );
    await visit(own.client.clientId, agent, '2026-03-30T00:30:00Z', '2026-03-30T01:30:00Z');

    const week = await board({ debut: '2026-03-23', agent_id: agent.candidatId });

    expect(week.fin).toBe('2026-03-29');
    const row = week.data.items[0]!;
    expect(row.interventions.map((i) => [i.id, i.date_debut])).toEqual([
      [night.id, '2026-03-29T01:30:00.000Z'],
      [late.id, '2026-03-29T22:00:00.000Z'],
    ]);
    // Wall-clock minutes, as planned and paid: 2 h on the night of the change, then 1 h 30.
    expect(row.minutes_planifiees).toBe(120 + 90);
  });
});

describe('the planning rules each intervention breaks (conflits)', () => {
  it('AGENT_BUSY on two overlapping visits, not on the one after', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const a = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const b = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T10:00:00Z',
      '2026-03-10T12:00:00Z',
    );
    const c = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T12:00:00Z',
      '2026-03-10T13:00:00Z',
    );
    expect(await conflictsOf(agent)).toEqual({
      [a.id]: ['AGENT_BUSY'],
      [b.id]: ['AGENT_BUSY'],
      [c.id]: [],
    });
  });

  it('TRAVEL_TOO_SHORT on foot between two homes 5 km apart with 30 minutes between, not by car', async () => {
    const walker = await createAgentAccount(t, { position: own.nearby });
    const driver = await createAgentAccount(t, { position: own.nearby });
    await db()
      .update(candidats)
      .set({ transport_type_id: 2 })
      .where(eq(candidats.id, walker.candidatId));
    await db()
      .update(candidats)
      .set({ transport_type_id: 3 })
      .where(eq(candidats.id, driver.candidatId));
    const far = await createClientAccount(t, { lat: own.spot.lat + 0.045, lng: own.spot.lng });
    const ids: Record<string, number>[] = [];
    for (const agent of [walker, driver]) {
      const first = await visit(
        own.client.clientId,
        agent,
        '2026-03-11T09:00:00Z',
        '2026-03-11T10:00:00Z',
      );
      const second = await visit(
        far.clientId,
        agent,
        '2026-03-11T10:30:00Z',
        '2026-03-11T11:30:00Z',
      );
      // The next day: no travel between days.
      const third = await visit(
        own.client.clientId,
        agent,
        '2026-03-12T08:00:00Z',
        '2026-03-12T09:00:00Z',
      );
      ids.push({ first: first.id, second: second.id, third: third.id });
    }
    expect(await conflictsOf(walker)).toEqual({
      [ids[0]!.first!]: ['TRAVEL_TOO_SHORT'],
      [ids[0]!.second!]: ['TRAVEL_TOO_SHORT'],
      [ids[0]!.third!]: [],
    });
    // 5 km × 1.3 at 25 km/h: 16 minutes, within the 30.
    expect(await conflictsOf(driver)).toEqual({
      [ids[1]!.first!]: [],
      [ids[1]!.second!]: [],
      [ids[1]!.third!]: [],
    });
    const week = await board({ debut: '2026-03-09', agent_id: walker.candidatId });
    expect(week.data.items[0]!.transport_type_id).toBe(2);
  });

  it('AGENT_UNAVAILABLE outside the declared availability, shaded as « indisponibilite »', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    await db()
      .insert(candidat_infos_supp)
      .values({
        candidat_id: aminata.candidatId,
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
      });
    const monday = await visit(
      own.client.clientId,
      aminata,
      '2026-03-09T08:30:00Z',
      '2026-03-09T11:30:00Z',
    );
    const tuesday = await visit(
      own.client.clientId,
      aminata,
      '2026-03-10T09:00:00Z',
      '2026-03-10T12:00:00Z',
    );
    expect(await conflictsOf(aminata)).toEqual({
      [monday.id]: [],
      [tuesday.id]: ['AGENT_UNAVAILABLE'],
    });
    const row = (await board({ debut: '2026-03-09', agent_id: aminata.candidatId })).data.items[0]!;
    const shaded = row.indisponibilites.filter((period) => period.type === 'indisponibilite');
    expect(shaded.slice(0, 3)).toEqual([
      {
        debut: '2026-03-09T00:00:00.000Z',
        fin: '2026-03-09T08:00:00.000Z',
        type: 'indisponibilite',
      },
      {
        debut: '2026-03-09T12:00:00.000Z',
        fin: '2026-03-10T00:00:00.000Z',
        type: 'indisponibilite',
      },
      {
        debut: '2026-03-10T00:00:00.000Z',
        fin: '2026-03-11T00:00:00.000Z',
        type: 'indisponibilite',
      },
    ]);
    expect(shaded).toHaveLength(8);
  });

  it('AGENT_UNAVAILABLE over a declared unavailability too (issue 26, point 2)', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    await db().insert(indisponibilites).values({
      candidat_id: agent.candidatId,
      debut: '2026-03-11',
      fin: '2026-03-11',
      time_debut: '13:00',
      time_fin: '18:00',
    });
    const morning = await visit(
      own.client.clientId,
      agent,
      '2026-03-11T09:00:00Z',
      '2026-03-11T11:00:00Z',
    );
    const afternoon = await visit(
      own.client.clientId,
      agent,
      '2026-03-11T14:00:00Z',
      '2026-03-11T16:00:00Z',
    );
    expect(await conflictsOf(agent)).toEqual({
      [morning.id]: [],
      [afternoon.id]: ['AGENT_UNAVAILABLE'],
    });
  });

  it("AGENT_OVER_CONTRACT_HOURS on the visit that takes the week over the contract's hours", async () => {
    const chloe = await createAgentAccount(t, { prenom: 'Chloé', position: own.nearby });
    await signContract(chloe, 4);
    const tuesday = await visit(
      own.client.clientId,
      chloe,
      '2026-03-10T09:00:00Z',
      '2026-03-10T12:00:00Z',
    );
    const thursday = await visit(
      own.client.clientId,
      chloe,
      '2026-03-12T14:00:00Z',
      '2026-03-12T16:00:00Z',
    );
    expect(await conflictsOf(chloe)).toEqual({
      [tuesday.id]: [],
      [thursday.id]: ['AGENT_OVER_CONTRACT_HOURS'],
    });
    const row = (await board({ debut: '2026-03-09', agent_id: chloe.candidatId })).data.items[0]!;
    expect([row.minutes_planifiees, row.heures_contrat_hebdo]).toEqual([300, 4]);
  });

  it('AGENT_ON_LEAVE and AGENT_ABSENT on the visits during them, shown as « conge » and « absence »', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    await grantLeave(t, agent, '2026-03-12', '2026-03-12');
    await recordAbsence(t, agent, '2026-03-13T08:00:00Z', '2026-03-13T18:00:00Z');
    const tuesday = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const thursday = await visit(
      own.client.clientId,
      agent,
      '2026-03-12T09:00:00Z',
      '2026-03-12T11:00:00Z',
    );
    const friday = await visit(
      own.client.clientId,
      agent,
      '2026-03-13T09:00:00Z',
      '2026-03-13T11:00:00Z',
    );
    expect(await conflictsOf(agent)).toEqual({
      [tuesday.id]: [],
      [thursday.id]: ['AGENT_ON_LEAVE'],
      [friday.id]: ['AGENT_ABSENT'],
    });
    const row = (await board({ debut: '2026-03-09', agent_id: agent.candidatId })).data.items[0]!;
    expect(row.indisponibilites).toEqual([
      { debut: '2026-03-12T00:00:00.000Z', fin: '2026-03-13T00:00:00.000Z', type: 'conge' },
      { debut: '2026-03-13T08:00:00.000Z', fin: '2026-03-13T18:00:00.000Z', type: 'absence' },
    ]);
  });

  it('AGENT_WITHOUT_SKILL on a visit of a service the agent does not have', async () => {
    const agent = await createAgentAccount(t, { competences: [1], position: own.nearby });
    const menage = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const garde = await visit(
      own.client.clientId,
      agent,
      '2026-03-11T09:00:00Z',
      '2026-03-11T11:00:00Z',
      {
        skill: 2,
      },
    );
    expect(await conflictsOf(agent)).toEqual({
      [menage.id]: [],
      [garde.id]: ['AGENT_WITHOUT_SKILL'],
    });
  });
});

describe('the agent a family set aside', () => {
  it("INTERVENANT_ECARTE on that family's visits only", async () => {
    const agent = await createAgentAccount(t, { competences: [1], position: own.nearby });
    const other = await createClientAccount(t);
    const setAside = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const elsewhere = await visit(
      other.clientId,
      agent,
      '2026-03-11T09:00:00Z',
      '2026-03-11T11:00:00Z',
    );
    // The other family lives elsewhere: only whether the agent was set aside is looked at here.
    const setAsideOf = async () =>
      Object.entries(await conflictsOf(agent))
        .filter(([, codes]) => codes.includes('INTERVENANT_ECARTE'))
        .map(([id]) => Number(id));
    expect(await setAsideOf()).toEqual([]);
    await db().insert(client_intervenant_preferences).values({
      client_id: own.client.clientId,
      candidat_id: agent.candidatId,
      preference: 'ecarte',
    });
    expect(await setAsideOf()).toEqual([setAside.id]);
    expect(Object.keys(await conflictsOf(agent)).map(Number)).toContain(elsewhere.id);
  });
});

describe('an agent living far away', () => {
  it("AGENT_TOO_FAR beyond the agency's search radius from the agent's home (20 km by default)", async () => {
    // About 45 km north of the client; the agent next door has no such conflict.
    const far = { lat: own.spot.lat + 0.4, lng: own.spot.lng };
    const distant = await createAgentAccount(t, { competences: [1], position: far });
    const near = await createAgentAccount(t, { competences: [1], position: own.nearby });
    const theirs = await visit(
      own.client.clientId,
      distant,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const ours = await visit(
      own.client.clientId,
      near,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    expect(await conflictsOf(distant)).toEqual({ [theirs.id]: ['AGENT_TOO_FAR'] });
    expect(await conflictsOf(near)).toEqual({ [ours.id]: [] });
  });
});

describe('the interventions à pourvoir', () => {
  it("lists the week's visits without an agent by start, without cancelled ones or another week's", async () => {
    const later = await visit(
      own.client.clientId,
      null,
      '2026-03-12T14:00:00Z',
      '2026-03-12T16:00:00Z',
    );
    const sooner = await visit(
      own.client.clientId,
      null,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
      {
        skill: 2,
      },
    );
    await visit(own.client.clientId, null, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z', {
      statut: 'annulee',
    });
    await visit(own.client.clientId, null, '2026-03-17T09:00:00Z', '2026-03-17T11:00:00Z');
    const agent = await createAgentAccount(t, { position: own.nearby });
    await visit(own.client.clientId, agent, '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z');

    const week = await board({ debut: '2026-03-09', client_id: own.client.clientId });
    expect(week.a_pourvoir).toEqual([
      expect.objectContaining({
        id: sooner.id,
        mission_id: sooner.missionId,
        client_id: own.client.clientId,
        code_postal: '75004',
        skill_id: 2,
        date_debut: '2026-03-10T09:00:00.000Z',
        date_fin: '2026-03-10T11:00:00.000Z',
      }),
      expect.objectContaining({ id: later.id, skill_id: 1 }),
    ]);
    const skill2 = await board({
      debut: '2026-03-09',
      client_id: own.client.clientId,
      skill_id: 2,
    });
    expect(skill2.a_pourvoir.map((v) => v.id)).toEqual([sooner.id]);
  });
});

describe('the filters', () => {
  it('by client: the agents working there that week; by skill: those having it', async () => {
    const here = await createAgentAccount(t, { competences: [1, 2], position: own.nearby });
    const menageOnly = await createAgentAccount(t, { competences: [1], position: own.nearby });
    const elsewhere = await createAgentAccount(t, { competences: [2], position: own.nearby });
    const other = await createClientAccount(t, own.spot);
    await visit(own.client.clientId, here, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    await visit(own.client.clientId, menageOnly, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');
    await visit(other.clientId, elsewhere, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    // The next week's visit does not make an agent work there this week.
    await visit(own.client.clientId, elsewhere, '2026-03-16T09:00:00Z', '2026-03-16T11:00:00Z');

    const byClient = await board({ debut: '2026-03-09', client_id: own.client.clientId });
    expect(byClient.data.items.map((row) => row.candidat_id).sort()).toEqual(
      [here.candidatId, menageOnly.candidatId].sort(),
    );
    expect(byClient.data.total).toBe(2);
    const bySkill = await board({
      debut: '2026-03-09',
      client_id: own.client.clientId,
      skill_id: 2,
    });
    expect(bySkill.data.items.map((row) => row.candidat_id)).toEqual([here.candidatId]);
    // Without a client filter, the skill filter keeps agents without a visit that week.
    const skilled = await board({ debut: '2026-03-09', skill_id: 2 });
    const ids = skilled.data.items.map((row) => row.candidat_id);
    expect(ids).toContain(elsewhere.candidatId);
    expect(ids).not.toContain(menageOnly.candidatId);
    expect(skilled.data.items.every((row) => row.skill_ids.includes(2))).toBe(true);
  });

  it('by postal code: the agents living there or working there that week, and its visits à pourvoir', async () => {
    const code = String(90_000 + Math.floor(Math.random() * 9_000));
    const away = await createClientAccount(t, own.spot);
    await db().update(clients).set({ codep: code }).where(eq(clients.id, away.clientId));
    const worker = await createAgentAccount(t, { prenom: 'Zoé', position: own.nearby });
    const neighbour = await createAgentAccount(t, { prenom: 'Yann', position: own.nearby });
    const outsider = await createAgentAccount(t, { position: own.nearby });
    await db().update(candidats).set({ codep: code }).where(eq(candidats.id, neighbour.candidatId));
    await visit(away.clientId, worker, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    await visit(own.client.clientId, outsider, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    const open = await visit(away.clientId, null, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');
    await visit(own.client.clientId, null, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');

    const week = await board({ debut: '2026-03-09', code_postal: code });
    // Sorted by name, then first name: both are « Benali ».
    expect(week.data.items.map((row) => row.candidat_id)).toEqual([
      neighbour.candidatId,
      worker.candidatId,
    ]);
    expect(week.a_pourvoir.map((v) => v.id)).toEqual([open.id]);
  });

  it('around a point: the agents living or working within the distance, and the à pourvoir there', async () => {
    // About 55 km north of the suite's spot, where no other test of this file places anyone.
    const center = { lat: own.spot.lat + 0.5, lng: own.spot.lng };
    const there = await createClientAccount(t, center);
    const resident = await createAgentAccount(t, {
      prenom: 'Léa',
      position: { lat: center.lat + 0.01, lng: center.lng },
    });
    const commuter = await createAgentAccount(t, { prenom: 'Marc', position: own.nearby });
    const outsider = await createAgentAccount(t, { position: own.nearby });
    await visit(there.clientId, commuter, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    await visit(own.client.clientId, outsider, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    const open = await visit(there.clientId, null, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');
    await visit(own.client.clientId, null, '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');

    const week = await board({ debut: '2026-03-09', autour: { ...center, distanceKM: 5 } });
    expect(week.data.items.map((row) => row.candidat_id).sort()).toEqual(
      [resident.candidatId, commuter.candidatId].sort(),
    );
    expect(week.a_pourvoir.map((v) => v.id)).toEqual([open.id]);
    // 1 km: the resident (1.1 km away) is out, the commuter still works there.
    const close = await board({ debut: '2026-03-09', autour: { ...center, distanceKM: 1 } });
    expect(close.data.items.map((row) => row.candidat_id)).toEqual([commuter.candidatId]);
  });

  it('pages the agents by 50, sorted by name', async () => {
    const week = await board({ debut: '2026-03-09' });
    expect(week.data.limit).toBe(50);
    expect(week.data.items.length).toBeLessThanOrEqual(50);
    expect(week.data.total).toBeGreaterThanOrEqual(week.data.items.length);
    const names = week.data.items.map((row) => `${row.nom} ${row.prenom}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('holds up to 150 agents in one page when asked (par_page), 50 by default', async () => {
    // 160 active agents of a postal code of their own: the filter keeps the other tests' out.
    const code = String(90_000 + Math.floor(Math.random() * 9_000));
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const inserted = await db()
      .insert(candidats)
      .values(
        Array.from({ length: 160 }, (_, n) => ({
          nom: `Page${String(n).padStart(3, '0')}`,
          prenom: 'Agent',
          civilite: 'Mme',
          email: `page-${stamp}-${n}@exemple.fr`,
          codep: code,
          ...own.nearby,
          candidat_statut_id: 6,
        })),
      )
      .returning({ id: candidats.id });
    const tuesday = await createAgentAccount(t, { position: own.nearby });
    await db().update(candidats).set({ codep: code }).where(eq(candidats.id, tuesday.candidatId));
    await visit(own.client.clientId, tuesday, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');

    const all = await board({ debut: '2026-03-09', code_postal: code, par_page: 150 });
    expect(all.data).toMatchObject({ page: 1, limit: 150, total: 161 });
    expect(all.data.items).toHaveLength(150);
    // « Benali » before « Page000 »: the agent with a visit first, with it.
    expect(all.data.items[0]).toMatchObject({ candidat_id: tuesday.candidatId });
    expect(all.data.items[0]!.interventions).toHaveLength(1);
    expect(all.data.items.slice(1).map((row) => row.candidat_id)).toEqual(
      inserted.slice(0, 149).map((row) => row.id),
    );
    const rest = await board({ debut: '2026-03-09', code_postal: code, par_page: 150, page: 2 });
    expect(rest.data.items.map((row) => row.candidat_id)).toEqual(
      inserted.slice(149).map((row) => row.id),
    );
    const byDefault = await board({ debut: '2026-03-09', code_postal: code });
    expect(byDefault.data).toMatchObject({ limit: 50, total: 161 });
    expect(byDefault.data.items).toHaveLength(50);
  });

  it('refuses more than 150 agents a page, or fewer than 10, in French', async () => {
    for (const [parPage, message] of [
      [151, 'Au plus 150 agents par page.'],
      [9, 'Au moins 10 agents par page.'],
      [50.5, 'Nombre d’agents par page entier attendu.'],
    ] as const) {
      const response = await post('/api/planning/semaine', own.operator.token, {
        debut: '2026-03-09',
        par_page: parPage,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields).toEqual({ par_page: message });
    }
  });
});

describe('who may read the board', () => {
  it('refuses a week not starting on a Monday, in French', async () => {
    const response = await post('/api/planning/semaine', own.operator.token, {
      debut: '2026-03-10',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('debut');
    expect(JSON.stringify(response.json())).toContain('La semaine commence un lundi.');
  });

  it('refuses without a token (401), to a client and to an agent (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/planning/semaine',
      payload: { debut: '2026-03-09' },
    });
    expect(anonymous.statusCode).toBe(401);
    const agent = await createAgentAccount(t, { position: own.nearby });
    expect(
      (await post('/api/planning/semaine', own.client.token, { debut: '2026-03-09' })).statusCode,
    ).toBe(403);
    expect(
      (
        await post('/api/planning/semaine', own.client.token, {
          debut: '2026-03-09',
          client_id: own.client.clientId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/planning/semaine', agent.token, { debut: '2026-03-09' })).statusCode,
    ).toBe(403);
  });
});
