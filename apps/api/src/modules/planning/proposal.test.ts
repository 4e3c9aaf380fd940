import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { client_intervenant_preferences } from '../../db/schema/preferences.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  grantLeave,
  notificationsOf,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';

/*
 * Issue 26, point 4 (docs/planning.md « Proposition de planning pour la semaine »): the week's
 * proposal and its lines applied. The test clock starts on Monday 2026-03-02 at 09:00 UTC (10:00
 * in Paris); planned times are Paris wall-clock times read in UTC. Each test has a spot of its own
 * (55 km from the others: beyond the 20 km radius) and a week of its own.
 */

const { t, post, db, own } = agentSearchSuite();

interface Ligne {
  intervention_id: number;
  client_id: number;
  client_nom: string;
  skill_id: number;
  date_debut: string;
  date_fin: string;
  candidat_id: number;
  prenom: string;
  nom: string;
  trajet_minutes: number | null;
  raisons: string[];
}
interface Proposition {
  lignes: Ligne[];
  sans_agent: { intervention_id: number; client_nom: string; raison: string }[];
  statistiques: {
    a_pourvoir: number;
    proposees: number;
    trajet_total_minutes: number;
    calcul_ms: number;
  };
}

async function proposer(body: object, token = own.operator.token): Promise<Proposition> {
  const response = await post('/api/planning/proposition', token, body);
  expect(response.statusCode).toBe(200);
  return response.json().data as Proposition;
}

const appliquer = (lignes: { intervention_id: number; candidat_id: number }[], token?: string) =>
  post('/api/planning/proposition/appliquer', token ?? own.operator.token, { lignes });

/** `km` kilometres north (negative: south) of this test's spot. */
const northOfSpot = (km: number) => ({ lat: own.spot.lat + km / 111.195, lng: own.spot.lng });

/** An unstaffed visit at `clientId` (skill 1 unless said), from `from` to `to`. */
async function unstaffed(clientId: number, from: string, to: string, skill = 1) {
  const { interventionIds } = await createMission(
    t,
    { client_id: clientId, client_besoin_skill_id: skill },
    { interventions: [{ candidat_id: null, date_debut: at(from), date_fin: at(to) }] },
  );
  return interventionIds[0]!;
}

/** A visit already staffed (done, or planned by another planner). */
async function staffed(
  clientId: number,
  agent: AgentAccount,
  from: string,
  to: string,
  statut: 'terminee' | 'planifiee' = 'planifiee',
) {
  const { interventionIds } = await createMission(
    t,
    { client_id: clientId },
    {
      interventions: [
        { candidat_id: agent.candidatId, date_debut: at(from), date_fin: at(to), statut },
      ],
    },
  );
  return interventionIds[0]!;
}

async function agentAt(prenom: string, km: number) {
  const agent = await createAgentAccount(t, { prenom, position: northOfSpot(km) });
  // By car: short travel, so that the rules weighed are those each test states.
  await db()
    .update(candidats)
    .set({ transport_type_id: 3 })
    .where(eq(candidats.id, agent.candidatId));
  await insertContratTravail(t, {
    candidatId: agent.candidatId,
    statut: 'contresigne',
    dateDebut: '2026-01-01',
    hoursPerWeek: 35,
    sentAt: at('2025-12-15T09:00:00Z'),
  });
  return agent;
}

async function clientName(clientId: number) {
  const [row] = await db().select().from(clients).where(eq(clients.id, clientId));
  return [row!.prenom, row!.nom].filter(Boolean).join(' ');
}

async function agentsOf(ids: number[]) {
  const rows = await db()
    .select({ id: interventions.id, candidat_id: interventions.candidat_id })
    .from(interventions)
    .where(inArray(interventions.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.candidat_id]));
}

describe('the proposal of a week', () => {
  it('fills what can be filled, preferring the preferred, the known and the nearer agent, and breaks no rule', async () => {
    const a = own.client.clientId;
    const b = (await createClientAccount(t, northOfSpot(1))).clientId;
    const d = (await createClientAccount(t, northOfSpot(2))).clientId;
    const unlocated = (await createClientAccount(t, northOfSpot(0))).clientId;
    await db().update(clients).set({ lat: null, lng: null }).where(eq(clients.id, unlocated));

    const sophie = await agentAt('Sophie', -1.5);
    const karim = await agentAt('Karim', 0.3);
    const lea = await agentAt('Léa', -6);
    const nora = await agentAt('Nora', 2);
    await agentAt('Loin', 40);
    // Sophie already worked at A; B prefers Léa; D asked not to see Nora again (the nearest).
    await staffed(a, sophie, '2026-02-24T09:00:00Z', '2026-02-24T11:00:00Z', 'terminee');
    await db()
      .insert(client_intervenant_preferences)
      .values([
        { client_id: b, candidat_id: lea.candidatId, preference: 'prefere' },
        { client_id: d, candidat_id: nora.candidatId, preference: 'ecarte' },
      ]);
    await grantLeave(t, nora, '2026-03-10', '2026-03-11');

    const atA = await unstaffed(a, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
    const atB = await unstaffed(b, '2026-03-11T14:00:00Z', '2026-03-11T16:00:00Z');
    const atD = await unstaffed(d, '2026-03-12T10:00:00Z', '2026-03-12T12:00:00Z');
    const notLocated = await unstaffed(unlocated, '2026-03-13T09:00:00Z', '2026-03-13T10:00:00Z');
    const noService = await unstaffed(a, '2026-03-13T14:00:00Z', '2026-03-13T15:00:00Z', 3);

    const proposal = await proposer({ debut: '2026-03-09' });

    expect(proposal.lignes.map((l) => [l.intervention_id, l.prenom])).toEqual([
      [atA, 'Sophie'],
      [atB, 'Léa'],
      [atD, 'Karim'],
    ]);
    const [first, second, third] = proposal.lignes;
    expect(first).toMatchObject({
      client_id: a,
      client_nom: await clientName(a),
      skill_id: 1,
      date_debut: '2026-03-10T09:00:00.000Z',
      date_fin: '2026-03-10T11:00:00.000Z',
      candidat_id: sophie.candidatId,
      nom: 'Benali',
    });
    expect(first!.raisons).toContain('connu de la famille');
    expect(second!.raisons[0]).toBe('préféré par la famille');
    // Karim lives 1.7 km from D: 1.7 × 1.3 km at 25 km/h, 6 minutes.
    expect(third!.trajet_minutes).toBe(6);
    expect(third!.raisons).toEqual(['6 min de trajet', '2 h / 35 h cette semaine']);
    expect(proposal.sans_agent).toEqual([
      {
        intervention_id: notLocated,
        client_nom: await clientName(unlocated),
        date_debut: '2026-03-13T09:00:00.000Z',
        date_fin: '2026-03-13T10:00:00.000Z',
        raison:
          'Adresse du client non localisée : la distance et le trajet ne peuvent pas être estimés.',
      },
      expect.objectContaining({
        intervention_id: noService,
        raison: 'Aucun intervenant actif de ce service à moins de 20 km.',
      }),
    ]);
    expect(proposal.statistiques).toMatchObject({
      a_pourvoir: 5,
      proposees: 3,
      trajet_total_minutes: proposal.lignes.reduce((sum, l) => sum + l.trajet_minutes!, 0),
    });
    expect(proposal.statistiques.calcul_ms).toBeGreaterThanOrEqual(0);
    // Nothing is written by a proposal.
    expect(Object.values(await agentsOf([atA, atB, atD]))).toEqual([null, null, null]);

    // Applied, the board finds no rule broken on any of them (its own evaluation of the rules).
    const applied = await appliquer(
      proposal.lignes.map((l) => ({
        intervention_id: l.intervention_id,
        candidat_id: l.candidat_id,
      })),
    );
    expect(applied.statusCode).toBe(200);
    for (const agent of [sophie, lea, karim]) {
      const response = await post('/api/planning/semaine', own.operator.token, {
        debut: '2026-03-09',
        agent_id: agent.candidatId,
      });
      const row = response.json().data.items[0] as {
        interventions: { id: number; conflits: string[] }[];
      };
      expect(row.interventions.filter((i) => [atA, atB, atD].includes(i.id))).toHaveLength(1);
      for (const intervention of row.interventions) expect(intervention.conflits).toEqual([]);
    }
  });

  it('weighs only the visits still to come, narrowed by client', async () => {
    const agent = await agentAt('Awa', 0.5);
    // The clock reads Monday 2 March, 10:00 in Paris: the 09:00 visit has begun.
    const begun = await unstaffed(
      own.client.clientId,
      '2026-03-02T09:00:00Z',
      '2026-03-02T10:30:00Z',
    );
    const later = await unstaffed(
      own.client.clientId,
      '2026-03-02T14:00:00Z',
      '2026-03-02T15:00:00Z',
    );
    const proposal = await proposer({ debut: '2026-03-02', client_id: own.client.clientId });
    expect(proposal.statistiques.a_pourvoir).toBe(1);
    expect(proposal.lignes.map((l) => [l.intervention_id, l.candidat_id])).toEqual([
      [later, agent.candidatId],
    ]);
    expect(proposal.sans_agent.map((s) => s.intervention_id)).not.toContain(begun);
  });
});

describe('applying the lines kept', () => {
  it('gives only the lines sent, and tells the client and the agent of each', async () => {
    const agent = await agentAt('Inès', 0.5);
    const ids = [
      await unstaffed(own.client.clientId, '2026-03-17T09:00:00Z', '2026-03-17T11:00:00Z'),
      await unstaffed(own.client.clientId, '2026-03-18T09:00:00Z', '2026-03-18T11:00:00Z'),
      await unstaffed(own.client.clientId, '2026-03-19T09:00:00Z', '2026-03-19T11:00:00Z'),
    ];
    const proposal = await proposer({ debut: '2026-03-16', client_id: own.client.clientId });
    expect(proposal.lignes.map((l) => l.intervention_id)).toEqual(ids);

    const kept = [proposal.lignes[0]!, proposal.lignes[2]!].map((l) => ({
      intervention_id: l.intervention_id,
      candidat_id: l.candidat_id,
    }));
    const published = vi.spyOn(t.app.moduleDeps.events, 'publish');
    const response = await appliquer(kept);

    expect(response.statusCode).toBe(200);
    // The open boards of that week refetch (docs/realtime.md).
    expect(published.mock.calls.map(([, event]) => event)).toContainEqual({
      type: 'planning',
      data: { semaines: ['2026-03-16'] },
    });
    published.mockRestore();
    expect(response.json().data).toEqual({ affectees: 2, ids: [ids[0], ids[2]] });
    expect(await agentsOf(ids)).toEqual({
      [ids[0]!]: agent.candidatId,
      [ids[1]!]: null,
      [ids[2]!]: agent.candidatId,
    });
    const toAgent = (await notificationsOf(t, agent.userId)).map((n) => n.title);
    expect(toAgent.filter((title) => title === 'Nouvelle intervention')).toHaveLength(2);
    const toClient = (await notificationsOf(t, own.client.userId)).map((n) => n.title);
    expect(toClient.filter((title) => title === 'Intervenant confirmé')).toHaveLength(2);
    // The line left is proposed again; those applied are no longer to fill.
    const again = await proposer({ debut: '2026-03-16', client_id: own.client.clientId });
    expect(again.lignes.map((l) => l.intervention_id)).toEqual([ids[1]]);
  });

  it('refuses everything when another planner took the agent meanwhile, and changes nothing', async () => {
    const agent = await agentAt('Karim', 0.5);
    const tuesday = await unstaffed(
      own.client.clientId,
      '2026-03-24T09:00:00Z',
      '2026-03-24T11:00:00Z',
    );
    const wednesday = await unstaffed(
      own.client.clientId,
      '2026-03-25T09:00:00Z',
      '2026-03-25T11:00:00Z',
    );
    const proposal = await proposer({ debut: '2026-03-23', client_id: own.client.clientId });
    expect(proposal.lignes.map((l) => l.candidat_id)).toEqual([agent.candidatId, agent.candidatId]);
    // Meanwhile another planner gives Karim Wednesday 10:00–12:00 elsewhere.
    const elsewhere = (await createClientAccount(t, northOfSpot(0.2))).clientId;
    await staffed(elsewhere, agent, '2026-03-25T10:00:00Z', '2026-03-25T12:00:00Z');

    const published = vi.spyOn(t.app.moduleDeps.events, 'publish');
    const response = await appliquer(
      proposal.lignes.map((l) => ({
        intervention_id: l.intervention_id,
        candidat_id: l.candidat_id,
      })),
    );

    const error = expectRefusal(response, 'AGENT_BUSY');
    expect(error.details).toEqual({ intervention_id: wednesday });
    expect(error.message).toContain('Karim Benali');
    expect(error.message).toContain(await clientName(own.client.clientId));
    expect(error.message).toContain('25/03/2026 09:00 - 11:00');
    expect(error.message).toContain("Aucune ligne n'a été appliquée");
    expect(published.mock.calls.filter(([, event]) => event.type === 'planning')).toEqual([]);
    published.mockRestore();
    // Tuesday's line was fine, yet nothing was given.
    expect(await agentsOf([tuesday, wednesday])).toEqual({ [tuesday]: null, [wednesday]: null });
    expect(
      (await notificationsOf(t, agent.userId)).filter((n) => n.title === 'Nouvelle intervention'),
    ).toEqual([]);
  });

  it('counts the lines before each one: two overlapping visits for one agent are refused', async () => {
    const agent = await agentAt('Léa', 0.5);
    const other = (await createClientAccount(t, northOfSpot(0.1))).clientId;
    const first = await unstaffed(
      own.client.clientId,
      '2026-03-31T09:00:00Z',
      '2026-03-31T11:00:00Z',
    );
    const second = await unstaffed(other, '2026-03-31T10:00:00Z', '2026-03-31T12:00:00Z');
    const response = await appliquer([
      { intervention_id: first, candidat_id: agent.candidatId },
      { intervention_id: second, candidat_id: agent.candidatId },
    ]);
    expect(expectRefusal(response, 'AGENT_BUSY').details).toEqual({ intervention_id: second });
    expect(await agentsOf([first, second])).toEqual({ [first]: null, [second]: null });
  });

  it('refuses a line whose intervention found an agent meanwhile (INTERVENTION_CHANGED)', async () => {
    const agent = await agentAt('Nora', 0.5);
    const taker = await agentAt('Chloé', 0.6);
    const visit = await unstaffed(
      own.client.clientId,
      '2026-04-07T09:00:00Z',
      '2026-04-07T11:00:00Z',
    );
    await db()
      .update(interventions)
      .set({ candidat_id: taker.candidatId })
      .where(eq(interventions.id, visit));
    const response = await appliquer([{ intervention_id: visit, candidat_id: agent.candidatId }]);
    expect(expectRefusal(response, 'INTERVENTION_CHANGED').details).toEqual({
      intervention_id: visit,
    });
    expect(await agentsOf([visit])).toEqual({ [visit]: taker.candidatId });
  });

  it('refuses a family that set the agent aside (INTERVENANT_ECARTE), an agent on leave', async () => {
    const agent = await agentAt('Awa', 0.5);
    const visit = await unstaffed(
      own.client.clientId,
      '2026-04-14T09:00:00Z',
      '2026-04-14T11:00:00Z',
    );
    await db().insert(client_intervenant_preferences).values({
      client_id: own.client.clientId,
      candidat_id: agent.candidatId,
      preference: 'ecarte',
    });
    expectRefusal(
      await appliquer([{ intervention_id: visit, candidat_id: agent.candidatId }]),
      'INTERVENANT_ECARTE',
    );
    const away = await agentAt('Inès', 0.5);
    await grantLeave(t, away, '2026-04-14', '2026-04-14');
    expectRefusal(
      await appliquer([{ intervention_id: visit, candidat_id: away.candidatId }]),
      'AGENT_ON_LEAVE',
    );
  });
});

describe('who may propose and apply', () => {
  it('refuses without a token (401), to a client, an agent and accounting (403)', async () => {
    for (const url of ['/api/planning/proposition', '/api/planning/proposition/appliquer']) {
      const anonymous = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
    }
    const agent = await agentAt('Awa', 0.5);
    const accounting = await createOperator(t, [4]);
    for (const token of [own.client.token, agent.token, accounting.token]) {
      expect(
        (await post('/api/planning/proposition', token, { debut: '2026-03-09' })).statusCode,
      ).toBe(403);
      expect(
        (await appliquer([{ intervention_id: 1, candidat_id: agent.candidatId }], token))
          .statusCode,
      ).toBe(403);
    }
    const recruitment = await createOperator(t, [2]);
    expect(
      (await post('/api/planning/proposition', recruitment.token, { debut: '2026-03-09' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400 in French to a week not starting on a Monday and to bad lines', async () => {
    const notMonday = await post('/api/planning/proposition', own.operator.token, {
      debut: '2026-03-10',
    });
    expect(notMonday.statusCode).toBe(400);
    expect(JSON.stringify(notMonday.json())).toContain('La semaine commence un lundi.');

    const none = await appliquer([]);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Gardez au moins une ligne.');

    const twice = await appliquer([
      { intervention_id: 7, candidat_id: 1 },
      { intervention_id: 7, candidat_id: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json().error.fields)).toContain(
      'Cette intervention figure déjà dans une autre ligne.',
    );

    const tooMany = await appliquer(
      Array.from({ length: 501 }, (_, i) => ({ intervention_id: i + 1, candidat_id: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
