import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  at,
  aTuesdayVisit,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  createOperator,
  expectRefusal,
  HOME,
  interventionRow,
  northOfHome,
  notificationsOf,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Issue 25, point 6: a check-in or check-out made without the network reaches the API later with
 * the time the agent acted (`recorded_at`), the position and its accuracy taken then, and the
 * phone's `event_id` (docs/pointage-hors-ligne.md). The visit: Tuesday 2026-03-03, 09:00–11:00 on
 * the agency's clock (Paris, winter time: 08:00–10:00 UTC); the check-in window opens at 08:30
 * Paris (07:30 UTC).
 */

const { t, post, get } = clockMovingSuite();
const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  const agent = await createAgentAccount(t);
  const otherAgent = await createAgentAccount(t);
  const operator = await createOperator(t);
  const { missionId, tuesday } = await aTuesdayVisit(t, client.clientId, agent.candidatId);
  // The phone makes one id per check-in or check-out (the database of the file is shared).
  return {
    client,
    agent,
    otherAgent,
    operator,
    missionId,
    tuesday,
    event: randomUUID(),
    otherEvent: randomUUID(),
  };
});

const ARRIVEE = '/api/intervention/pointageDebutIntervention';
const DEPART = '/api/intervention/pointageFinIntervention';

/** A check-in or check-out sent by the phone (the agent's, unless `token` is given). */
function send(url: string, body: Record<string, unknown>, token = own.agent.token) {
  return post(url, token, { intervention_id: own.tuesday, ...HOME, ...body });
}

/** Made at 09:02 Paris (08:02 UTC) without the network, received at 09:41 Paris (08:41 UTC). */
async function offlineArrivee(extra: Record<string, unknown> = {}) {
  setClock(t, at('2026-03-03T08:41:00Z'));
  return send(ARRIVEE, {
    recorded_at: '2026-03-03T08:02:00.000Z',
    accuracy_m: 12,
    event_id: own.event,
    ...extra,
  });
}

describe('an offline check-in sent late', () => {
  it('keeps the time the agent acted and the time it was received, with the accuracy', async () => {
    const response = await offlineArrivee();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      statut: 'en_cours',
      pointage_debut_at: '2026-03-03T08:02:00.000Z',
      pointage_debut_recu_at: '2026-03-03T08:41:00.000Z',
      pointage_fin_recu_at: null,
      synchronise_en_retard: true,
    });
    const row = await interventionRow(t, own.tuesday);
    expect(row).toMatchObject({
      pointage_debut_lat: HOME.lat,
      pointage_debut_lng: HOME.lng,
      pointage_debut_precision: 12,
      pointage_debut_event_id: own.event,
    });
    // The family is told the real time of the arrival, on the Paris clock.
    const texts = (await notificationsOf(t, own.client.userId)).map((n) => `${n.title} ${n.body}`);
    expect(texts.find((text) => text.startsWith('Votre intervenant est arrivé'))).toContain(
      '09:02',
    );
  });

  it('shows the back office and the family both times', async () => {
    await offlineArrivee();
    for (const token of [own.operator.token, own.client.token]) {
      const response = await get(`/api/intervention/${encrypted(t, own.tuesday)}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        pointage_debut_at: '2026-03-03T08:02:00.000Z',
        pointage_debut_recu_at: '2026-03-03T08:41:00.000Z',
        synchronise_en_retard: true,
      });
    }
  });

  it('checks the 50 m rule on the position recorded then', async () => {
    const response = await offlineArrivee(northOfHome(200));
    const error = expectRefusal(response, 'TOO_FAR_FROM_ADDRESS');
    expect(error.details).toEqual({ distance_m: 200 });
    expect((await interventionRow(t, own.tuesday)).statut).toBe('planifiee');
  });

  it('checks the check-in window at the recorded time, not at reception', async () => {
    // Made at 04:41 Paris, before the window opens (08:30 Paris): refused.
    const early = await offlineArrivee({ recorded_at: '2026-03-03T03:41:00.000Z' });
    expectRefusal(early, 'CHECK_IN_OUTSIDE_WINDOW');
    // Made at 09:02 Paris, received at 12:30 Paris after the planned end (11:00): accepted.
    setClock(t, at('2026-03-03T11:30:00Z'));
    const late = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:02:00.000Z',
      accuracy_m: 12,
      event_id: own.event,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.pointage_debut_at).toBe('2026-03-03T08:02:00.000Z');
  });

  it('refuses a time in the future beyond two minutes of clock skew', async () => {
    setClock(t, at('2026-03-03T08:41:00Z'));
    const ahead = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:51:00.000Z',
      accuracy_m: 12,
      event_id: own.event,
    });
    expect(expectRefusal(ahead, 'POINTAGE_IN_FUTURE').message).toContain(
      'heure de votre téléphone',
    );
    // One minute ahead is a clock that runs fast: a live check-in, timed by the server.
    const skewed = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:42:00.000Z',
      event_id: own.event,
    });
    expect(skewed.statusCode).toBe(200);
    expect(skewed.json().data).toMatchObject({
      pointage_debut_at: '2026-03-03T08:41:00.000Z',
      pointage_debut_recu_at: null,
      synchronise_en_retard: false,
    });
  });

  it('refuses a check-in made more than 24 hours before it is received', async () => {
    setClock(t, at('2026-03-04T08:03:00Z'));
    const response = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:02:00.000Z',
      accuracy_m: 12,
      event_id: own.event,
    });
    expect(expectRefusal(response, 'POINTAGE_TOO_OLD').message).toContain('24 heures');
    expect((await interventionRow(t, own.tuesday)).pointage_debut_at).toBeNull();
  });

  it('refuses a position less precise than 200 m, or of unknown accuracy', async () => {
    const vague = await offlineArrivee({ accuracy_m: 350 });
    expect(expectRefusal(vague, 'POSITION_TOO_INACCURATE').details).toEqual({ precision_m: 350 });
    const unknown = await offlineArrivee({ accuracy_m: undefined });
    expectRefusal(unknown, 'POSITION_TOO_INACCURATE');
    expect((await interventionRow(t, own.tuesday)).statut).toBe('planifiee');
  });

  it('refuses the same event sent again, and records it once', async () => {
    expect((await offlineArrivee()).statusCode).toBe(200);
    setClock(t, at('2026-03-03T08:45:00Z'));
    const replay = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:02:00.000Z',
      accuracy_m: 12,
      event_id: own.event,
    });
    expect(expectRefusal(replay, 'POINTAGE_ALREADY_RECORDED').details).toEqual({
      deja_recu: true,
    });
    const row = await interventionRow(t, own.tuesday);
    expect(row.pointage_debut_recu_at).toEqual(at('2026-03-03T08:41:00Z'));
    const arrivals = (await notificationsOf(t, own.client.userId)).filter((n) =>
      n.title.startsWith('Votre intervenant est arrivé'),
    );
    expect(arrivals).toHaveLength(1);
    // The same id given to the check-out is not this check-out: refused, without `deja_recu`.
    const reused = await send(DEPART, { event_id: own.event });
    expect(expectRefusal(reused, 'POINTAGE_ALREADY_RECORDED').details).toBeUndefined();
  });

  it('refuses a second, different check-in on a visit already checked in', async () => {
    expect((await offlineArrivee()).statusCode).toBe(200);
    const second = await send(ARRIVEE, {
      recorded_at: '2026-03-03T08:10:00.000Z',
      accuracy_m: 8,
      event_id: own.otherEvent,
    });
    expectRefusal(second, 'ALREADY_CHECKED_IN');
  });

  it("refuses another agent's check-in on this visit (403)", async () => {
    setClock(t, at('2026-03-03T08:41:00Z'));
    const response = await send(
      ARRIVEE,
      { recorded_at: '2026-03-03T08:02:00.000Z', accuracy_m: 12, event_id: own.event },
      own.otherAgent.token,
    );
    expect(response.statusCode).toBe(403);
    expect((await interventionRow(t, own.tuesday)).pointage_debut_event_id).toBeNull();
  });

  it('rejects an event id that is not a uuid (400)', async () => {
    const response = await offlineArrivee({ event_id: 'pas-un-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('an offline check-out sent late', () => {
  it('counts the minutes between the recorded times and keeps both times', async () => {
    expect((await offlineArrivee()).statusCode).toBe(200);
    // Left at 11:00 Paris (10:00 UTC), received at 11:40 Paris.
    setClock(t, at('2026-03-03T10:40:00Z'));
    const response = await send(DEPART, {
      recorded_at: '2026-03-03T10:00:00.000Z',
      accuracy_m: 30,
      event_id: own.otherEvent,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      statut: 'terminee',
      pointage_fin_at: '2026-03-03T10:00:00.000Z',
      pointage_fin_recu_at: '2026-03-03T10:40:00.000Z',
      minutes_travaillees: 118,
      synchronise_en_retard: true,
    });
    const row = await interventionRow(t, own.tuesday);
    expect(row).toMatchObject({
      pointage_fin_precision: 30,
      pointage_fin_event_id: own.otherEvent,
    });
  });

  it('refuses a check-out recorded before the check-in', async () => {
    expect((await offlineArrivee()).statusCode).toBe(200);
    setClock(t, at('2026-03-03T08:50:00Z'));
    const response = await send(DEPART, {
      recorded_at: '2026-03-03T07:55:00.000Z',
      accuracy_m: 30,
      event_id: own.otherEvent,
    });
    expectRefusal(response, 'CHECK_OUT_BEFORE_CHECK_IN');
    expect((await interventionRow(t, own.tuesday)).statut).toBe('en_cours');
  });

  it('asks the reason of a short visit from the recorded times', async () => {
    expect((await offlineArrivee()).statusCode).toBe(200);
    // Three minutes after the recorded check-in, received 40 minutes later: a reason is needed.
    setClock(t, at('2026-03-03T08:45:00Z'));
    const response = await send(DEPART, {
      recorded_at: '2026-03-03T08:05:00.000Z',
      accuracy_m: 30,
      event_id: own.otherEvent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('motif_depart');
  });
});

describe('a live check-in (no recorded time)', () => {
  it('is timed by the server as before, and keeps the accuracy and the event id', async () => {
    setClock(t, at('2026-03-03T07:35:00Z'));
    const response = await send(ARRIVEE, { accuracy_m: 500, event_id: own.event });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      pointage_debut_at: '2026-03-03T07:35:00.000Z',
      pointage_debut_recu_at: null,
      synchronise_en_retard: false,
    });
    const row = await interventionRow(t, own.tuesday);
    expect(row).toMatchObject({
      pointage_debut_precision: 500,
      pointage_debut_event_id: own.event,
    });
    expectRefusal(await send(ARRIVEE, { event_id: own.event }), 'POINTAGE_ALREADY_RECORDED');
  });
});
