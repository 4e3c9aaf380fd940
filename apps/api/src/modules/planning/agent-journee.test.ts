import { estimateTravelMinutes } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cahier_entrees, mission_taches } from '../../db/schema/cahier.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import {
  at,
  aVisit,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  expectRefusal,
  HOME,
  interventionRow,
  notificationsOf,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { bearer, encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Issue 25, point 4: the agent's day and week, the family's access instructions shown to the
 * planned agent only from 1 hour before the visit to its end, and « En route ». Planned times are
 * agency wall-clock times written as UTC; the clock is a real instant (Paris is UTC+1 in March).
 */

const { t, post, get } = clockMovingSuite();
const CODE = '4821B';

const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  await t.database.db
    .update(clients)
    .set({ acces_instructions: 'Bâtiment B, 3e étage gauche', code_porte: CODE })
    .where(eq(clients.id, client.clientId));
  const agent = await createAgentAccount(t, { prenom: 'Karim' });
  const otherAgent = await createAgentAccount(t, { prenom: 'Fatou' });
  // Created out of order: the afternoon first, then the morning, then two at the day's edges.
  const afternoon = await aVisit(t, {
    clientId: client.clientId,
    candidatId: agent.candidatId,
    from: '2026-03-03T14:00:00Z',
    to: '2026-03-03T16:00:00Z',
  });
  const morning = await aVisit(t, {
    clientId: client.clientId,
    candidatId: agent.candidatId,
    from: '2026-03-03T09:00:00Z',
    to: '2026-03-03T11:00:00Z',
  });
  const lateMonday = await aVisit(t, {
    clientId: client.clientId,
    candidatId: agent.candidatId,
    from: '2026-03-02T23:00:00Z',
    to: '2026-03-02T23:45:00Z',
  });
  const earlyWednesday = await aVisit(t, {
    clientId: client.clientId,
    candidatId: agent.candidatId,
    from: '2026-03-04T00:00:00Z',
    to: '2026-03-04T01:00:00Z',
  });
  const db = t.database.db;
  await db.insert(mission_taches).values([
    { mission_id: morning.missionId, libelle: 'Repassage', position: 2 },
    { mission_id: morning.missionId, libelle: 'Aspirateur', position: 1 },
    { mission_id: morning.missionId, libelle: 'Vitres', position: 0, is_active: false },
  ]);
  return {
    client,
    agent,
    otherAgent,
    morning: morning.interventionIds[0]!,
    morningMission: morning.missionId,
    afternoon: afternoon.interventionIds[0]!,
    lateMonday: lateMonday.interventionIds[0]!,
    earlyWednesday: earlyWednesday.interventionIds[0]!,
  };
});

type Visite = {
  id: number;
  acces: { instructions: string | null; code_porte: string | null } | null;
  acces_disponible_a: string | null;
  taches: { id: number; libelle: string }[];
  rapport_envoye: boolean;
  client: { lat: number | null; lng: number | null; adresse: string | null };
};

async function journee(token: string, date?: string) {
  const response = await get(`/api/agent/journee${date ? `?date=${date}` : ''}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { date: string; visites: Visite[] };
}
const morningOf = (day: { visites: Visite[] }) => day.visites.find((v) => v.id === own.morning)!;
const enRoute = (id: number, token: string, body: object = {}) =>
  post(`/api/agent/interventions/${encrypted(t, id)}/en-route`, token, body);

describe('the day', () => {
  it("lists the Paris day's visits in order, with address, position and tasks", async () => {
    const day = await journee(own.agent.token, '2026-03-03');
    expect(day.visites.map((v) => v.id)).toEqual([own.morning, own.afternoon]);
    const morning = morningOf(day);
    expect(morning.client).toMatchObject({ adresse: '12 rue de Rivoli', ...HOME });
    expect(morning.taches.map((tache) => tache.libelle)).toEqual(['Aspirateur', 'Repassage']);
    expect(day.visites[1]!.taches).toEqual([]);
  });

  it("defaults to today on the Paris clock, whatever the server's zone", async () => {
    setClock(t, at('2026-03-02T23:10:00Z')); // Tuesday 00:10 in Paris, still Monday in UTC
    const day = await journee(own.agent.token);
    expect(day.date).toBe('2026-03-03');
    expect(day.visites.map((v) => v.id)).toEqual([own.morning, own.afternoon]);
    const monday = await journee(own.agent.token, '2026-03-02');
    expect(monday.visites.map((v) => v.id)).toContain(own.lateMonday);
    const wednesday = await journee(own.agent.token, '2026-03-04');
    expect(wednesday.visites.map((v) => v.id)).toEqual([own.earlyWednesday]);
  });

  it('shows the access instructions from 1 hour before the start to the end only', async () => {
    setClock(t, at('2026-03-03T06:59:00Z')); // 07:59 Paris, the visit starts at 09:00
    let morning = morningOf(await journee(own.agent.token, '2026-03-03'));
    expect(morning.acces).toBeNull();
    expect(morning.acces_disponible_a).toBe('2026-03-03T08:00:00.000Z');

    setClock(t, at('2026-03-03T07:00:00Z')); // 08:00 Paris
    morning = morningOf(await journee(own.agent.token, '2026-03-03'));
    expect(morning.acces).toEqual({
      instructions: 'Bâtiment B, 3e étage gauche',
      code_porte: CODE,
    });
    expect(morning.acces_disponible_a).toBeNull();

    setClock(t, at('2026-03-03T10:01:00Z')); // 11:01 Paris, one minute after the end
    morning = morningOf(await journee(own.agent.token, '2026-03-03'));
    expect(morning.acces).toBeNull();
    expect(morning.acces_disponible_a).toBeNull();
  });

  it("never shows another agent's visits, nor their door code", async () => {
    setClock(t, at('2026-03-03T08:00:00Z'));
    const day = await journee(own.otherAgent.token, '2026-03-03');
    expect(day.visites).toEqual([]);
    expect(JSON.stringify(day)).not.toContain(CODE);
  });

  it('is for agents only', async () => {
    const response = await get('/api/agent/journee', own.client.token);
    expect(response.statusCode).toBe(403);
  });

  it('tells whether the visit report was sent', async () => {
    await t.database.db.insert(cahier_entrees).values({
      mission_id: own.morningMission,
      intervention_id: own.morning,
      auteur: 'intervenant',
      auteur_nom: 'Karim B.',
      texte: 'Tout est fait.',
    });
    const day = await journee(own.agent.token, '2026-03-03');
    expect(morningOf(day).rapport_envoye).toBe(true);
    expect(day.visites.find((v) => v.id === own.afternoon)!.rapport_envoye).toBe(false);
  });
});

describe('the week', () => {
  it('lists Monday to Sunday with the week total', async () => {
    const response = await get('/api/agent/semaine?debut=2026-03-02', own.agent.token);
    expect(response.statusCode).toBe(200);
    const week = response.json().data as {
      fin: string;
      jours: { date: string; visites: { id: number }[] }[];
      total_minutes: number;
    };
    expect(week.fin).toBe('2026-03-08');
    expect(week.jours.map((jour) => jour.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(week.jours[1]!.visites.map((v) => v.id)).toEqual([own.morning, own.afternoon]);
    expect(week.total_minutes).toBe(120 + 120 + 45 + 60);
    expect(JSON.stringify(week)).not.toContain(CODE);
  });

  it('starts on a Monday', async () => {
    const response = await get('/api/agent/semaine?debut=2026-03-03', own.agent.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('debut');
  });
});

describe('« En route »', () => {
  it('is refused more than 3 hours before the start', async () => {
    setClock(t, at('2026-03-03T04:59:00Z')); // 05:59 Paris
    expectRefusal(await enRoute(own.morning, own.agent.token), 'EN_ROUTE_OUTSIDE_WINDOW');
    expect((await interventionRow(t, own.morning)).en_route_at).toBeNull();
  });

  it('tells the family the announced arrival on the Paris clock, never the door code', async () => {
    setClock(t, at('2026-03-03T07:10:00Z')); // 08:10 Paris
    const response = await enRoute(own.morning, own.agent.token, { minutes: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      en_route_arrivee_estimee_at: '2026-03-03T07:40:00.000Z',
      minutes: 30,
    });
    const row = await interventionRow(t, own.morning);
    expect(row.en_route_at?.toISOString()).toBe('2026-03-03T07:10:00.000Z');
    const told = await notificationsOf(t, own.client.userId);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toBe('Karim est en route, arrivée vers 8 h 40.');
    expect(told[0]!.landing_page).toBe('/home');
    expect(JSON.stringify(told)).not.toContain(CODE);
    expect(JSON.stringify(told)).not.toContain('Bâtiment B');
  });

  it('estimates the arrival from the distance when no delay is given', async () => {
    setClock(t, at('2026-03-03T07:10:00Z'));
    const response = await enRoute(own.morning, own.agent.token);
    expect(response.statusCode).toBe(200);
    const minutes = estimateTravelMinutes({ lat: 48.8553, lng: 2.3745 }, HOME, null);
    expect(response.json().data.minutes).toBe(minutes);
  });

  it('updates the estimate on repeat, telling the family again only when it moves', async () => {
    setClock(t, at('2026-03-03T07:10:00Z'));
    await enRoute(own.morning, own.agent.token, { minutes: 30 });
    expect((await enRoute(own.morning, own.agent.token, { minutes: 30 })).statusCode).toBe(200);
    expect(await notificationsOf(t, own.client.userId)).toHaveLength(1);
    expect((await enRoute(own.morning, own.agent.token, { minutes: 50 })).statusCode).toBe(200);
    const row = await interventionRow(t, own.morning);
    expect(row.en_route_arrivee_estimee_at?.toISOString()).toBe('2026-03-03T08:00:00.000Z');
    expect(await notificationsOf(t, own.client.userId)).toHaveLength(2);
  });

  it('is refused once checked in, and for a cancelled visit', async () => {
    setClock(t, at('2026-03-03T07:10:00Z'));
    const db = t.database.db;
    await db
      .update(interventions)
      .set({ statut: 'en_cours' })
      .where(eq(interventions.id, own.morning));
    expectRefusal(await enRoute(own.morning, own.agent.token), 'ALREADY_CHECKED_IN');
    await db
      .update(interventions)
      .set({ statut: 'annulee' })
      .where(eq(interventions.id, own.morning));
    expectRefusal(await enRoute(own.morning, own.agent.token), 'INTERVENTION_CANCELLED');
  });

  it('is refused to another agent (403), to the family (403), on a missing visit (404)', async () => {
    setClock(t, at('2026-03-03T07:10:00Z'));
    expect((await enRoute(own.morning, own.otherAgent.token)).statusCode).toBe(403);
    expect((await enRoute(own.morning, own.client.token)).statusCode).toBe(403);
    expect((await enRoute(2_000_000, own.agent.token)).statusCode).toBe(404);
    expect(await notificationsOf(t, own.client.userId)).toHaveLength(0);
  });

  it('takes 1 to 180 minutes', async () => {
    setClock(t, at('2026-03-03T07:10:00Z'));
    for (const minutes of [0, 181, 2.5]) {
      const response = await enRoute(own.morning, own.agent.token, { minutes });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("the family's access instructions", () => {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/client/acces', headers: bearer(token), payload });

  it('are read and saved by the family, for its own household only', async () => {
    let response = await get('/api/client/acces', own.client.token);
    expect(response.json().data).toEqual({
      acces_instructions: 'Bâtiment B, 3e étage gauche',
      code_porte: CODE,
    });
    response = await put(own.client.token, {
      acces_instructions: ' Sonner deux fois ',
      code_porte: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      acces_instructions: 'Sonner deux fois',
      code_porte: null,
    });

    const other = await createClientAccount(t);
    response = await get('/api/client/acces', other.token);
    expect(response.json().data).toEqual({ acces_instructions: null, code_porte: null });
    const [mine] = await t.database.db
      .select({ a: clients.acces_instructions })
      .from(clients)
      .where(eq(clients.id, own.client.clientId));
    expect(mine!.a).toBe('Sonner deux fois');
  });

  it('refuse too long texts and unknown fields', async () => {
    for (const payload of [
      { acces_instructions: 'x'.repeat(1001), code_porte: null },
      { acces_instructions: null, code_porte: 'x'.repeat(51) },
      { acces_instructions: null, code_porte: null, client_id: 1 },
    ]) {
      expect((await put(own.client.token, payload)).statusCode).toBe(400);
    }
  });

  it('are not for agents', async () => {
    expect((await get('/api/client/acces', own.agent.token)).statusCode).toBe(403);
    expect(
      (await put(own.agent.token, { acces_instructions: 'x', code_porte: 'y' })).statusCode,
    ).toBe(403);
  });
});
