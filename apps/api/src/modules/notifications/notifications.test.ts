import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import {
  bearer,
  buildTestApp,
  createUser,
  encrypted,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { insertNotifications } from './notifications.queries.ts';

let t: TestApp;
let alice: { userId: number; token: string };
let bruno: { userId: number; token: string };
let operator: { userId: number; token: string };

async function account(t: TestApp, roles: number[] = [ROLE.CLIENT]) {
  const { user, email } = await createUser(t, { roles });
  return { userId: user.id, token: (await signIn(t, email)).access_token };
}

/** Two clients with one unread notification each (Alice's about an intervention) and an operator. */
async function createNotifiedAccounts(t: TestApp) {
  const alice = await account(t);
  const bruno = await account(t);
  const operator = await account(t, [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL]);
  await insertNotifications(t.database.db, [
    {
      userId: alice.userId,
      typeId: 1,
      title: 'Votre intervenant est arrivé',
      body: "L'intervention a commencé.",
      landingPage: '/missions',
      data: { mission_id: 7, intervention_id: 42 },
      dateFin: new Date('2026-03-10T00:00:00Z'),
    },
    { userId: bruno.userId, typeId: 2, title: 'Nouveau devis à signer' },
  ]);
  return { alice, bruno, operator };
}

beforeAll(async () => {
  t = await buildTestApp();
});
// Each test reads notifications it made: none was marked read by another test.
beforeEach(async () => {
  ({ alice, bruno, operator } = await createNotifiedAccounts(t));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/notifications/user/{userId}', () => {
  it("lists the caller's notifications with the notification types", async () => {
    const response = await get(
      `/api/notifications/user/${encrypted(t, alice.userId)}`,
      alice.token,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.datas).toHaveLength(1);
    expect(body.datas[0]).toMatchObject({
      user_id: alice.userId,
      notif_type_id: 1,
      titre: 'Votre intervenant est arrivé',
      message: "L'intervention a commencé.",
      landing_page: '/missions',
      is_read: false,
      date_fin: '2026-03-10',
      mission_id: 7,
      intervention_id: 42,
    });
    expect(body.notifTypes).toContainEqual({
      id: 1,
      code: 'intervention',
      libelle: 'Intervention',
    });
  });

  it("refuses another user's list (403), even to the back office", async () => {
    expect(
      (await get(`/api/notifications/user/${encrypted(t, bruno.userId)}`, alice.token)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/notifications/user/${encrypted(t, bruno.userId)}`, operator.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/notifications/{id}/read', () => {
  it("marks one's own notification read", async () => {
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, alice.userId));
    const response = await get(`/api/notifications/${encrypted(t, row!.id)}/read`, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: row!.id, is_read: true });
    const [after] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row!.id));
    expect(after!.is_read).toBe(true);
    expect(after!.read_at).toEqual(t.clock.now());
  });

  it("refuses someone else's notification (403) and leaves it unread", async () => {
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, bruno.userId));
    const response = await get(`/api/notifications/${encrypted(t, row!.id)}/read`, alice.token);
    expect(response.statusCode).toBe(403);
    const [after] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row!.id));
    expect(after!.is_read).toBe(false);
  });

  it('answers 404 for an unknown notification', async () => {
    expect(
      (await get(`/api/notifications/${encrypted(t, 999_999)}/read`, alice.token)).statusCode,
    ).toBe(404);
  });
});
