import { REALTIME_EVENT, ROLE } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithEvents } from '../src/lib/event-scope.ts';
import { publishPlanningChanged } from '../src/modules/planning/planning-live.ts';
import {
  aVisit,
  createAgentAccount,
  createClientAccount,
  createOperator,
  expectRefusal,
  interventionRow,
  requestsOn,
} from './fixtures-missions.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from './helper.ts';
import { openStream, type OpenStream, type SseEvent } from './realtime-client.ts';

/*
 * The planning board follows the others' writes (issue 26 point 5, docs/realtime.md): a write
 * that changes what the board shows sends `planning` with the Mondays of the weeks it touched to
 * the back-office roles that see the board, never to a family or an agent, and only once it
 * succeeded. The clock starts on Monday 2026-03-02 at 09:00 UTC.
 */

let t: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const { post } = requestsOn(() => t);
const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

/** A stream that is open and has said `ready`: events published from now on reach it. */
async function ready(token: string) {
  const stream = await openStream(baseUrl, token);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.waitFor((e) => e.event === 'ready', 'ready');
  return stream;
}

let markers = 0;
/** Sends a marker to this user and waits for it: what was sent before has arrived by then. */
async function flushed(stream: OpenStream, userId: number) {
  markers += 1;
  const marker = markers;
  t.app.moduleDeps.events.publish(
    { userIds: [userId] },
    { type: REALTIME_EVENT.READ, data: { conversation_id: marker } },
  );
  await stream.waitFor(
    (e) =>
      e.event === 'read' && (e.data as { conversation_id?: number }).conversation_id === marker,
    `marker ${marker}`,
  );
}

const planningEvents = (stream: OpenStream) =>
  stream.events.filter((e: SseEvent) => e.event === REALTIME_EVENT.PLANNING);

/** Waits for a `planning` event naming exactly these Mondays ([] = every week). */
const heardWeeks = (stream: OpenStream, semaines: string[]) =>
  stream.waitFor(
    (e) =>
      e.event === REALTIME_EVENT.PLANNING &&
      JSON.stringify((e.data as { semaines: string[] }).semaines) === JSON.stringify(semaines),
    `planning ${semaines.join(', ') || 'every week'}`,
  );

/**
 * A family, its agent and a planner watching the board (recruitment only: another team than the
 * operator who writes), each with an open stream.
 */
async function watchers() {
  const client = await createClientAccount(t);
  const agent = await createAgentAccount(t, { prenom: 'Nadia' });
  const planner = await createOperator(t, [ROLE.RECRUTEMENT]);
  const operator = await createOperator(t);
  return {
    client,
    agent,
    operator,
    planner,
    plannerStream: await ready(planner.token),
    clientStream: await ready(client.token),
    agentStream: await ready(agent.token),
  };
}
type Watchers = Awaited<ReturnType<typeof watchers>>;

/** Neither the family nor the agent heard a `planning` event. */
async function expectNotHeardByFamilyNorAgent(w: Watchers) {
  await flushed(w.clientStream, w.client.userId);
  await flushed(w.agentStream, w.agent.userId);
  expect(planningEvents(w.clientStream)).toEqual([]);
  expect(planningEvents(w.agentStream)).toEqual([]);
}

describe('the board hears the writes of others', () => {
  it("hears a family's cancellation, with the visit's Monday; the family and the agent do not", async () => {
    const w = await watchers();
    const { interventionIds } = await aVisit(t, {
      clientId: w.client.clientId,
      candidatId: w.agent.candidatId,
      // Sunday 15 March, 22:00–23:30 on the agency's clock: the week of Monday 9 March.
      from: '2026-03-15T22:00:00Z',
      to: '2026-03-15T23:30:00Z',
    });
    const cancelled = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, interventionIds[0]!)}`,
      w.client.token,
      { motif: 'Hospitalisation' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const heard = await heardWeeks(w.plannerStream, ['2026-03-09']);
    // Ids and dates only: nothing about the family, the agent or the reason.
    expect(heard.data).toEqual({ semaines: ['2026-03-09'] });
    await expectNotHeardByFamilyNorAgent(w);
  });

  it("hears another operator's save, with the week left and the week reached", async () => {
    const w = await watchers();
    const { interventionIds } = await aVisit(t, {
      clientId: w.client.clientId,
      candidatId: w.agent.candidatId,
      from: '2026-03-10T09:00:00Z',
      to: '2026-03-10T11:00:00Z',
    });
    const saved = await post('/api/intervention/save', w.operator.token, {
      id: interventionIds[0],
      candidat_id: w.agent.candidatId,
      date: '2026-03-16',
      time_debut: '10:00',
      time_fin: '12:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await heardWeeks(w.plannerStream, ['2026-03-09', '2026-03-16']);
    await expectNotHeardByFamilyNorAgent(w);
  });

  it('hears an absence the agent declares over a weekend: both weeks it meets', async () => {
    const w = await watchers();
    const { interventionIds } = await aVisit(t, {
      clientId: w.client.clientId,
      candidatId: w.agent.candidatId,
      from: '2026-03-23T09:00:00Z',
      to: '2026-03-23T11:00:00Z',
    });
    const declared = await post('/api/candidat/absences/save', w.agent.token, {
      candidat_id: w.agent.candidatId,
      debut: '2026-03-22',
      fin: '2026-03-23',
      time_debut: '08:00',
      time_fin: '12:00',
      motif: 'maladie',
    });
    expect(declared.statusCode, declared.body).toBe(201);
    // The visit of Monday 23 went back to planning: the board shows it « à pourvoir ».
    expect((await interventionRow(t, interventionIds[0]!)).candidat_id).toBeNull();

    await heardWeeks(w.plannerStream, ['2026-03-16', '2026-03-23']);
    await expectNotHeardByFamilyNorAgent(w);
  });

  it('hears a family setting an agent aside: every week ([])', async () => {
    const w = await watchers();
    await aVisit(t, {
      clientId: w.client.clientId,
      candidatId: w.agent.candidatId,
      from: '2026-03-11T09:00:00Z',
      to: '2026-03-11T11:00:00Z',
    });
    const chosen = await put(
      `/api/client/intervenants/${encrypted(t, w.agent.candidatId)}/preference`,
      w.client.token,
      { preference: 'ecarte', motif: 'Pas à l’heure' },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);

    await heardWeeks(w.plannerStream, []);
    await expectNotHeardByFamilyNorAgent(w);
  });
});

describe('a write that did not happen says nothing', () => {
  it('a refused cancellation (less than 24 hours ahead) sends no planning event', async () => {
    const w = await watchers();
    const { interventionIds } = await aVisit(t, {
      clientId: w.client.clientId,
      candidatId: w.agent.candidatId,
      // Tomorrow morning: within the 24 hours' notice.
      from: '2026-03-03T08:00:00Z',
      to: '2026-03-03T10:00:00Z',
    });
    const refused = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, interventionIds[0]!)}`,
      w.client.token,
      {},
    );
    expectRefusal(refused, 'CANCELLATION_TOO_LATE');
    await flushed(w.plannerStream, w.planner.userId);
    expect(planningEvents(w.plannerStream)).toEqual([]);
  });

  it('a change published inside a call that then fails is dropped with it', async () => {
    const planner = await createOperator(t, [ROLE.COMMERCIAL]);
    const stream = await ready(planner.token);
    const failed = runWithEvents(t.app.moduleDeps.events, async () => {
      publishPlanningChanged([new Date('2026-04-08T10:00:00Z')]);
      throw new Error('the write is rolled back');
    });
    await expect(failed).rejects.toThrow('the write is rolled back');
    await flushed(stream, planner.userId);
    expect(planningEvents(stream)).toEqual([]);

    // The same change in a call that succeeds is heard.
    await runWithEvents(t.app.moduleDeps.events, async () => {
      publishPlanningChanged([new Date('2026-04-08T10:00:00Z')]);
    });
    await heardWeeks(stream, ['2026-04-06']);
  });
});
