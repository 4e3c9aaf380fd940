import { ROLE } from '@maisonnee/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { annonce_interets, annonces } from '../../db/schema/annonces.ts';
import { candidat_evenements, candidats } from '../../db/schema/candidats.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { createUser, madeForTheFile, signIn } from '../../../test/helper.ts';
import { kmNorthOf } from '../../../test/fixtures-clients.ts';
import {
  type AgentAccount,
  aSpotOfItsOwn,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  notificationsOf,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { signCandidatureToken } from '../candidats/candidature-token.ts';

/*
 * Job posts (docs/recrutement.md, "Annonces"): publishing with rounded coordinates, the back-office
 * list and map, the searches around a point (back office, agent, visitor) and the interest an agent
 * or a candidate shows, which opens a recruitment task. The clock is Monday 2026-03-02 09:00 UTC.
 */

const { t, post, get } = suiteOfTheFile({ setClockBeforeEach: true });
const shared = madeForTheFile(async () => ({
  commercial: await createOperator(t, [ROLE.COMMERCIAL]),
  recrutement: await createOperator(t, [ROLE.RECRUTEMENT]),
}));

/** The recruitment tasks « interest in a post » of a candidate. */
const interestTachesOf = (candidatId: number) =>
  t.database.db
    .select()
    .from(cockpit_taches)
    .where(
      and(eq(cockpit_taches.candidat_id, candidatId), eq(cockpit_taches.type, 'interet_annonce')),
    );

/** A valid post body at `place` (a one-off cleaning job starting next week). */
function annonceBody(place: { lat: number; lng: number }, extra: Record<string, unknown> = {}) {
  return {
    client_besoin_skill_id: 1,
    titre: 'Ménage chez un particulier',
    description: 'Deux heures de ménage et de repassage.',
    codep: '75011',
    ville: 'Paris',
    lat: place.lat,
    lng: place.lng,
    is_ponctuel: true,
    date_debut: '2026-03-10',
    ...extra,
  };
}

async function publish(
  place: { lat: number; lng: number },
  extra: Record<string, unknown> = {},
  token = shared.recrutement.token,
) {
  const response = await post('/api/annonce/create', token, annonceBody(place, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; lat: number; lng: number };
}

/** A point `km` kilometres east of `from` (the test spots are stacked north to south). */
function kmEastOf(from: { lat: number; lng: number }, km: number) {
  return { lat: from.lat, lng: from.lng + km / (111.195 * Math.cos((from.lat * Math.PI) / 180)) };
}

const ids = (response: { json: () => unknown }) =>
  ((response.json() as { data: { id: number }[] }).data ?? []).map((item) => item.id);

describe('POST /api/annonce/create and /api/annonce/update', () => {
  it('publishes a post with its town and coordinates rounded to about 1 km', async () => {
    const response = await post(
      '/api/annonce/create',
      shared.commercial.token,
      annonceBody(
        { lat: 48.85937, lng: 2.37841 },
        {
          is_ponctuel: false,
          horaires: [{ day: 1, time_debut: '08:00', time_fin: '10:30' }],
          nb_heures_semaine: 2.5,
          date_fin: '2026-06-30',
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const annonce = response.json().data;
    expect(annonce).toMatchObject({
      titre: 'Ménage chez un particulier',
      ville: 'Paris',
      codep: '75011',
      lat: 48.86,
      lng: 2.38,
      is_ponctuel: false,
      nb_heures_semaine: 2.5,
      date_debut: '2026-03-10',
      date_fin: '2026-06-30',
      horaires: [{ day: 1, time_debut: '08:00', time_fin: '10:30' }],
      is_active: true,
      mission_id: null,
    });
    // The exact point is never stored either.
    const [row] = await t.database.db.select().from(annonces).where(eq(annonces.id, annonce.id));
    expect({ lat: row!.lat, lng: row!.lng, by: row!.created_by_user_id }).toEqual({
      lat: 48.86,
      lng: 2.38,
      by: shared.commercial.userId,
    });
  });

  it('takes the client of the mission a post is for, and refuses another service than its own', async () => {
    const client = await createClientAccount(t);
    const { missionId } = await createMission(t, {
      client_id: client.clientId,
      client_besoin_skill_id: 4,
    });
    const annonce = await publish(aSpotOfItsOwn(), {
      mission_id: missionId,
      client_besoin_skill_id: 4,
    });
    const [row] = await t.database.db.select().from(annonces).where(eq(annonces.id, annonce.id));
    expect({ mission: row!.mission_id, client: row!.client_id }).toEqual({
      mission: missionId,
      client: client.clientId,
    });

    const mismatch = await post(
      '/api/annonce/create',
      shared.recrutement.token,
      annonceBody(aSpotOfItsOwn(), { mission_id: missionId, client_besoin_skill_id: 1 }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty('client_besoin_skill_id');

    const unknown = await post(
      '/api/annonce/create',
      shared.recrutement.token,
      annonceBody(aSpotOfItsOwn(), { mission_id: 999_999 }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const place = aSpotOfItsOwn();
    const cases: [Record<string, unknown>, string][] = [
      [{ is_ponctuel: false, horaires: [] }, 'horaires'],
      [{ date_fin: '2026-03-01' }, 'date_fin'],
      [{ codep: '750' }, 'codep'],
      [{ titre: '' }, 'titre'],
      [{ client_besoin_skill_id: 99 }, 'client_besoin_skill_id'],
      [{ lat: 91 }, 'lat'],
      [{ horaires: [{ day: 1, time_debut: '08:15', time_fin: '10:00' }] }, 'horaires'],
      [{ horaires: [{ day: 1, time_debut: '10:00', time_fin: '08:00' }] }, 'horaires'],
      [{ nb_heures_semaine: 2.25 }, 'nb_heures_semaine'],
    ];
    for (const [extra, field] of cases) {
      const response = await post(
        '/api/annonce/create',
        shared.recrutement.token,
        annonceBody(place, extra),
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(response.json().error.fields), JSON.stringify(extra)).toContain(field);
    }
  });

  it('lets only recruitment and commercial publish or edit', async () => {
    const agent = await createAgentAccount(t);
    const client = await createClientAccount(t);
    const compta = await createOperator(t, [ROLE.COMPTABILITE]);
    for (const token of [agent.token, client.token, compta.token]) {
      const response = await post('/api/annonce/create', token, annonceBody(aSpotOfItsOwn()));
      expect(response.statusCode).toBe(403);
      const update = await post('/api/annonce/update', token, { id: 1, is_active: false });
      expect(update.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/annonce/create',
      payload: annonceBody(aSpotOfItsOwn()),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits a post, rounds new coordinates, switches it off, and checks the post as it will be', async () => {
    const annonce = await publish(aSpotOfItsOwn());
    const edited = await post('/api/annonce/update', shared.commercial.token, {
      id: annonce.id,
      titre: 'Repassage',
      lat: 48.12345,
      nb_heures_semaine: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      titre: 'Repassage',
      lat: 48.12,
      nb_heures_semaine: 3,
    });

    const recurringWithoutSlots = await post('/api/annonce/update', shared.commercial.token, {
      id: annonce.id,
      is_ponctuel: false,
    });
    expect(recurringWithoutSlots.statusCode).toBe(400);
    expect(recurringWithoutSlots.json().error.fields).toHaveProperty('horaires');

    const endBeforeStart = await post('/api/annonce/update', shared.commercial.token, {
      id: annonce.id,
      date_fin: '2026-03-05',
    });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().error.fields).toHaveProperty('date_fin');

    const nothing = await post('/api/annonce/update', shared.commercial.token, { id: annonce.id });
    expect(nothing.statusCode).toBe(400);

    const off = await post('/api/annonce/update', shared.commercial.token, {
      id: annonce.id,
      is_active: false,
    });
    expect(off.json().data.is_active).toBe(false);

    const missing = await post('/api/annonce/update', shared.commercial.token, {
      id: 999_999,
      is_active: false,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/missions-annonces and /api/annonces/maps-positions', () => {
  it('lists posts newest first, by state (an ended post is inactive), service and mission', async () => {
    const client = await createClientAccount(t);
    const { missionId } = await createMission(t, {
      client_id: client.clientId,
      client_besoin_skill_id: 5,
    });
    const place = aSpotOfItsOwn();
    const live = await publish(place, { mission_id: missionId, client_besoin_skill_id: 5 });
    const ended = await publish(place, {
      mission_id: missionId,
      client_besoin_skill_id: 5,
      date_debut: '2026-02-01',
      date_fin: '2026-03-01',
    });
    const off = await publish(place, {
      mission_id: missionId,
      client_besoin_skill_id: 5,
      is_active: false,
    });

    const list = (body: Record<string, unknown>) =>
      post('/api/missions-annonces', shared.recrutement.token, { mission_id: missionId, ...body });
    const all = await list({});
    expect(all.json().data).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(all.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      off.id,
      ended.id,
      live.id,
    ]);
    const active = await list({ is_active: true });
    expect(active.json().data.items.map((item: { id: number }) => item.id)).toEqual([live.id]);
    const inactive = await list({ is_active: false });
    expect(inactive.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      off.id,
      ended.id,
    ]);
    const otherService = await list({ services: [1] });
    expect(otherService.json().data.total).toBe(0);
    const page2 = await list({ page: 2 });
    expect(page2.json().data).toMatchObject({ page: 2, total: 3, items: [] });

    const agent = await createAgentAccount(t);
    expect((await post('/api/missions-annonces', agent.token, {})).statusCode).toBe(403);
    expect((await list({ page: 0 })).statusCode).toBe(400);
  });

  it('gives the map its markers with the state of each post', async () => {
    const place = aSpotOfItsOwn();
    const live = await publish(place, { client_besoin_skill_id: 3 });
    const off = await publish(place, { client_besoin_skill_id: 3, is_active: false });
    const response = await post('/api/annonces/maps-positions', shared.commercial.token, {
      services: [3],
    });
    expect(response.statusCode).toBe(200);
    const markers = response.json().data.items as { id: number; statut: string; kind: string }[];
    expect(markers.find((marker) => marker.id === live.id)).toMatchObject({
      kind: 'annonce',
      statut: 'Active',
      services: [3],
      label: 'Ménage chez un particulier (Paris)',
    });
    expect(markers.find((marker) => marker.id === off.id)).toMatchObject({ statut: 'Inactive' });
    const onlyActive = await post('/api/annonces/maps-positions', shared.commercial.token, {
      services: [3],
      is_active: true,
    });
    const activeIds = (onlyActive.json().data.items as { id: number }[]).map((item) => item.id);
    expect(activeIds).toContain(live.id);
    expect(activeIds).not.toContain(off.id);
  });
});

describe('searches around a point', () => {
  it('finds the active posts within the radius, nearest first, for the back office', async () => {
    const center = aSpotOfItsOwn();
    const far = await publish(kmNorthOf(center, 8));
    const near = await publish(kmNorthOf(center, 2), { client_besoin_skill_id: 2 });
    const outside = await publish(kmEastOf(center, 30));
    const off = await publish(kmNorthOf(center, 1), { is_active: false });
    const ended = await publish(kmNorthOf(center, 1), {
      date_debut: '2026-02-01',
      date_fin: '2026-03-01',
    });
    const endsToday = await publish(kmNorthOf(center, 3), {
      date_debut: '2026-02-01',
      date_fin: '2026-03-02',
    });

    const response = await post('/api/annonces/annonces-around', shared.recrutement.token, center);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([near.id, endsToday.id, far.id]);
    const first = response.json().data[0];
    expect(first.distance_km).toBeGreaterThan(1);
    expect(first.distance_km).toBeLessThan(3);
    for (const hidden of [outside, off, ended]) expect(ids(response)).not.toContain(hidden.id);

    const wider = await post('/api/annonces/annonces-around', shared.recrutement.token, {
      ...center,
      distanceKM: 50,
    });
    expect(ids(wider)).toContain(outside.id);
  });

  it('shows an agent only the posts of its services, unless it asks for all of them', async () => {
    const center = aSpotOfItsOwn();
    const menage = await publish(kmNorthOf(center, 1), { client_besoin_skill_id: 1 });
    const garde = await publish(kmNorthOf(center, 2), { client_besoin_skill_id: 4 });
    const agent = await createAgentAccount(t, { competences: [1], position: center });

    const mine = await post('/api/annonces/annonces-around', agent.token, center);
    expect(ids(mine)).toEqual([menage.id]);
    const all = await post('/api/annonces/activeAllAnnoncesAround', agent.token, center);
    expect(ids(all)).toEqual([menage.id, garde.id]);

    const client = await createClientAccount(t);
    expect((await post('/api/annonces/annonces-around', client.token, center)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/annonces/activeAllAnnoncesAround', client.token, center)).statusCode,
    ).toBe(403);
  });

  it('refuses a radius of 0 or over 200 km', async () => {
    const center = aSpotOfItsOwn();
    for (const distanceKM of [0, 201, -5]) {
      const response = await post('/api/annonces/annonces-around', shared.recrutement.token, {
        ...center,
        distanceKM,
      });
      expect(response.statusCode).toBe(400);
      const publique = await t.app.inject({
        method: 'POST',
        url: '/api/candidat/annonces-publiques',
        payload: { ...center, distanceKM },
      });
      expect(publique.statusCode).toBe(400);
    }
  });

  it("GET /api/candidat/JobArround: around the agent's own address, in its services, 20 km by default", async () => {
    const home = aSpotOfItsOwn();
    const agent = await createAgentAccount(t, { competences: [1, 2], position: home });
    const near = await publish(kmNorthOf(home, 4), { client_besoin_skill_id: 2 });
    const nearer = await publish(kmNorthOf(home, 1));
    const otherService = await publish(kmNorthOf(home, 1), { client_besoin_skill_id: 3 });
    const outside = await publish(kmEastOf(home, 40));

    // A radius may reach the spot of another test of the file (spots are 55 km apart, and
    // tests run shuffled): only this test's own posts are compared.
    const own = new Set([near.id, nearer.id, otherService.id, outside.id]);
    const response = await get('/api/candidat/JobArround', agent.token);
    expect(response.statusCode).toBe(200);
    expect(ids(response).filter((id) => own.has(id))).toEqual([nearer.id, near.id]);
    const wider = await get('/api/candidat/JobArround?distanceKM=50', agent.token);
    expect(ids(wider).filter((id) => own.has(id))).toEqual([nearer.id, near.id, outside.id]);

    expect((await get('/api/candidat/JobArround?distanceKM=0', agent.token)).statusCode).toBe(400);
    expect((await get('/api/candidat/JobArround?distanceKM=500', agent.token)).statusCode).toBe(
      400,
    );
    expect((await get('/api/candidat/JobArround', shared.recrutement.token)).statusCode).toBe(403);
  });

  it('GET /api/candidat/JobArround answers 422 in French when the agent has no coordinates', async () => {
    const agent = await createAgentAccount(t);
    await t.database.db
      .update(candidats)
      .set({ lat: null, lng: null })
      .where(eq(candidats.id, agent.candidatId));
    const response = await get('/api/candidat/JobArround', agent.token);
    const error = expectRefusal(response, 'ADDRESS_NOT_LOCATED');
    expect(error.message).toContain('adresse');
  });

  it('an agent account without an agent file is refused', async () => {
    const { email } = await createUser(t, { roles: [ROLE.AGENT], withClient: false });
    const { access_token } = await signIn(t, email);
    expect((await get('/api/candidat/JobArround', access_token)).statusCode).toBe(403);
  });

  it('POST /api/candidat/annonces-publiques: public, any service unless filtered, town only', async () => {
    const center = aSpotOfItsOwn();
    const menage = await publish(kmNorthOf(center, 1), { client_besoin_skill_id: 1 });
    const garde = await publish(kmNorthOf(center, 2), { client_besoin_skill_id: 4 });
    const search = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/candidat/annonces-publiques', payload: body });

    const all = await search(center);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([menage.id, garde.id]);
    const item = all.json().data[0];
    expect(item).not.toHaveProperty('adresse');
    expect(Number.isInteger(Math.round(item.lat * 100))).toBe(true);
    expect(Math.abs(item.lat * 100 - Math.round(item.lat * 100))).toBeLessThan(1e-9);

    const filtered = await search({ ...center, services: [4] });
    expect(ids(filtered)).toEqual([garde.id]);
    expect((await search({ ...center, services: [42] })).statusCode).toBe(400);
  });
});

describe('interest in a post', () => {
  let agent: AgentAccount;
  beforeAll(async () => {
    agent = await createAgentAccount(t, { prenom: 'Inès' });
  });

  const interest = (annonceId: number, token = agent.token, message?: string) =>
    post('/api/annonces/interet', token, {
      annonce_id: annonceId,
      ...(message ? { message } : {}),
    });

  it('records it once, opens a recruitment task, notifies recruitment and writes the history', async () => {
    const annonce = await publish(aSpotOfItsOwn(), { titre: 'Garde de Léo' });
    const response = await interest(annonce.id, agent.token, 'Disponible le mercredi.');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toContain('intérêt');

    const db = t.database.db;
    const rows = await db
      .select()
      .from(annonce_interets)
      .where(eq(annonce_interets.annonce_id, annonce.id));
    expect(rows).toMatchObject([
      { candidat_id: agent.candidatId, message: 'Disponible le mercredi.' },
    ]);

    const taches = await interestTachesOf(agent.candidatId);
    expect(taches).toHaveLength(1);
    expect(taches[0]).toMatchObject({ kind: 'recrutement', treated_at: null });
    expect(taches[0]!.title).toContain('Garde de Léo');

    const notified = await notificationsOf(t, shared.recrutement.userId);
    expect(
      notified.some(
        (n) => (n.body ?? '').includes('Garde de Léo') && (n.body ?? '').includes('Inès'),
      ),
    ).toBe(true);
    const commercialNotified = await notificationsOf(t, shared.commercial.userId);
    expect(commercialNotified.some((n) => (n.body ?? '').includes('Garde de Léo'))).toBe(false);

    const history = await db
      .select()
      .from(candidat_evenements)
      .where(eq(candidat_evenements.candidat_id, agent.candidatId));
    expect(history.filter((event) => event.type === 'interet_annonce')).toHaveLength(1);

    const again = await interest(annonce.id);
    expectRefusal(again, 'ALREADY_INTERESTED');
    const tachesAfter = await interestTachesOf(agent.candidatId);
    expect(tachesAfter).toHaveLength(1);
  });

  it('refuses a post switched off or ended (409 ANNONCE_INACTIVE) and an unknown one (404)', async () => {
    const off = await publish(aSpotOfItsOwn(), { is_active: false });
    expectRefusal(await interest(off.id), 'ANNONCE_INACTIVE');
    const ended = await publish(aSpotOfItsOwn(), {
      date_debut: '2026-02-01',
      date_fin: '2026-03-01',
    });
    expectRefusal(await interest(ended.id), 'ANNONCE_INACTIVE');
    const rows = await t.database.db
      .select()
      .from(annonce_interets)
      .where(eq(annonce_interets.candidat_id, agent.candidatId));
    expect(rows.map((row) => row.annonce_id)).not.toContain(off.id);
    expect((await interest(999_999)).statusCode).toBe(404);
  });

  it('is for agents only, and refuses a bad body', async () => {
    const annonce = await publish(aSpotOfItsOwn());
    expect((await interest(annonce.id, shared.recrutement.token)).statusCode).toBe(403);
    const client = await createClientAccount(t);
    expect((await interest(annonce.id, client.token)).statusCode).toBe(403);
    expect((await post('/api/annonces/interet', agent.token, {})).statusCode).toBe(400);
    expect(
      (
        await post('/api/annonces/interet', agent.token, {
          annonce_id: annonce.id,
          message: 'x'.repeat(1001),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a candidate says it with the token of their application; a bad token is refused', async () => {
    const candidat = await createAgentAccount(t, { statut: 1, contratSigned: false });
    const annonce = await publish(aSpotOfItsOwn());
    const token = signCandidatureToken(
      t.config.jwtSecret,
      { id: candidat.candidatId, version: 1 },
      t.clock.now(),
    );
    const say = (application_token: string, annonceId = annonce.id) =>
      t.app.inject({
        method: 'POST',
        url: '/api/candidat/candidature/interet',
        payload: { application_token, annonce_id: annonceId },
      });

    const response = await say(token);
    expect(response.statusCode).toBe(201);
    const taches = await interestTachesOf(candidat.candidatId);
    expect(taches).toHaveLength(1);
    expectRefusal(await say(token), 'ALREADY_INTERESTED');
    expectRefusal(await say(`${token.slice(0, -2)}xx`), 'CANDIDATURE_LINK_INVALID');
    expectRefusal(await say('pas-un-jeton'), 'CANDIDATURE_LINK_INVALID');
    expect((await say(token, 999_999)).statusCode).toBe(404);
  });
});
