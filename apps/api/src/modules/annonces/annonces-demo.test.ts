import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidats } from '../../db/schema/candidats.ts';
import { DEMO_AGENT_EMAIL, DEMO_ANNONCES, DEMO_PASSWORD, seedDemo } from '../../db/seed/demo.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';

/*
 * The demo data of job posts and candidates (apps/api/src/db/seed/demo.ts) as people see it: the
 * demo agent finds the active Paris posts of its services around its home (75011), not the one
 * switched off nor the one in Meaux (about 40 km, outside the default 20 km); a visitor near the
 * 11th arrondissement finds them too.
 */

let t: TestApp;
let agentToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, { now: t.clock.now() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email: DEMO_AGENT_EMAIL, password: DEMO_PASSWORD },
  });
  agentToken = response.json().data.access_token;
});
afterAll(async () => {
  await t.close();
});

const titles = (response: { json: () => { data: { titre: string }[] } }) =>
  response.json().data.map((annonce) => annonce.titre);

describe('demo job posts', () => {
  it('the demo agent finds the active Paris posts of its services around its home, nearest first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidat/JobArround',
      headers: bearer(agentToken),
    });
    expect(response.statusCode).toBe(200);
    const found = titles(response);
    expect(found).toEqual([
      'Ménage et repassage — Paris 11e',
      'Entretien du vendredi après-midi — Paris 4e',
      'Baby-sitting en soirée — Paris 15e',
    ]);
    const recurring = response.json().data[1];
    expect(recurring).toMatchObject({
      is_ponctuel: false,
      horaires: [{ day: 5, time_debut: '14:00', time_fin: '16:00' }],
      mission_id: expect.any(Number),
    });
    const first = response.json().data[0];
    expect(first.distance_km).toBeLessThan(5);

    const wider = await t.app.inject({
      method: 'GET',
      url: '/api/candidat/JobArround?distanceKM=60',
      headers: bearer(agentToken),
    });
    expect(titles(wider)).toContain('Aide à domicile — Meaux');
    expect(titles(wider)).not.toContain("Garde d'enfants après l'école — Paris 17e");
  });

  it('a visitor in the 11th arrondissement sees every active Paris post, not the inactive one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidat/annonces-publiques',
      payload: { lat: 48.859, lng: 2.3795 },
    });
    expect(response.statusCode).toBe(200);
    const found = titles(response);
    expect(found).toHaveLength(3);
    expect(found).not.toContain('Aide à domicile — Meaux');
    expect(DEMO_ANNONCES.filter((annonce) => annonce.isActive === false)).toHaveLength(1);
  });

  it('puts four candidates in the pipeline, one with an interview planned', async () => {
    const rows = await t.database.db.select().from(candidats);
    const pipeline = rows.filter(
      (row) =>
        row.email?.endsWith('@demo.fr') && row.candidat_statut_id !== CANDIDAT_STATUT.AGENT_ACTIF,
    );
    expect(pipeline.map((row) => row.candidat_statut_id).sort()).toEqual([1, 2, 3, 4]);
    const interview = pipeline.find((row) => row.candidat_statut_id === CANDIDAT_STATUT.ENTRETIEN);
    expect(interview?.entretien_at?.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(pipeline.every((row) => row.lat !== null && row.lng !== null)).toBe(true);
  });
});
