import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_AGENT_EMAIL,
  DEMO_CLIENT_ADDRESS,
  DEMO_CLIENT_EMAIL,
  DEMO_PASSWORD,
  seedDemo,
} from '../../db/seed/demo.ts';
import { expectRefusal } from '../../../test/fixtures-missions.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';

/*
 * The flow of issue 5 on the demo data, as the browser test drives it: the demo agent checks in at
 * the demo client's address (refused 200 m away), the client sees it in progress, an extension is
 * asked and accepted, the agent checks out and the client rates the agent.
 */

let t: TestApp;
let agent: { token: string; candidatId: number };
let client: { token: string; userId: number };

async function signInDemo(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email, password: DEMO_PASSWORD },
  });
  const data = response.json().data;
  return { token: data.access_token as string, user: data.user };
}

beforeAll(async () => {
  t = await buildTestApp({ accessTokenTtlSeconds: 86_400 });
  // 08:30 UTC (09:30 in Paris): the demo agent works at the client's from 09:30 to 11:30 today
  // (agency clock), so it can check in at once.
  t.clock.advance(-30 * 60_000);
  await seedDemo(t.database.db, { now: t.clock.now() });
  const a = await signInDemo(DEMO_AGENT_EMAIL);
  agent = { token: a.token, candidatId: a.user.candidat_id };
  const c = await signInDemo(DEMO_CLIENT_EMAIL);
  client = { token: c.token, userId: c.user.id };
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('the demo flow', () => {
  it('runs from check-in to review', async () => {
    const upcoming = await post('/api/interventions/getInterventionsAgentAVenir', agent.token, {
      candidat_id: agent.candidatId,
    });
    expect(upcoming.statusCode).toBe(200);
    const first = upcoming.json().datas[0];
    expect(first).toMatchObject({ date_debut: '2026-03-02T09:30:00.000Z', statut: 'planifiee' });
    const position = { lat: DEMO_CLIENT_ADDRESS.lat, lng: DEMO_CLIENT_ADDRESS.lng };

    const far = await post('/api/intervention/pointageDebutIntervention', agent.token, {
      intervention_id: first.id,
      lat: position.lat + 200 / 111_195, // 200 m north
      lng: position.lng,
    });
    const tooFar = expectRefusal(far, 'TOO_FAR_FROM_ADDRESS');
    expect(tooFar.message).toContain('200 m');
    expect(tooFar.details).toEqual({ distance_m: 200 });

    const checkIn = await post('/api/intervention/pointageDebutIntervention', agent.token, {
      intervention_id: first.id,
      ...position,
    });
    expect(checkIn.statusCode).toBe(200);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/intervention/${encrypted(t, first.id)}`,
      headers: bearer(client.token),
    });
    expect(seen.json().data.statut).toBe('en_cours');

    const ask = await post('/api/intervention/askProlongationIntervention', agent.token, {
      intervention_id: first.id,
      minutes: 30,
    });
    expect(ask.statusCode).toBe(201);
    const accept = await post('/api/intervention/sendReponseProlongation', client.token, {
      intervention_id: first.id,
      accepte: true,
    });
    expect(accept.json().data.statut).toBe('acceptee');

    t.clock.advance(3 * 3_600_000);
    const checkOut = await post('/api/intervention/pointageFinIntervention', agent.token, {
      intervention_id: first.id,
      ...position,
    });
    expect(checkOut.json().data.statut).toBe('terminee');

    const review = await post('/api/intervention-avis', client.token, {
      intervention_id: first.id,
      note: 5,
      commentaire: 'Parfait.',
    });
    expect(review.statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/user/${encrypted(t, client.userId)}`,
      headers: bearer(client.token),
    });
    const titles = list.json().datas.map((n: { titre: string }) => n.titre);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Votre intervenant est arrivé',
        'Demande de prolongation',
        'Intervention terminée',
      ]),
    );
  });
});
