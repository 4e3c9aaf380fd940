import { beforeAll, describe, expect, it } from 'vitest';
import { interventions } from '../../db/schema/interventions.ts';
import {
  type ClientAccount,
  createClientAccount,
  createMission,
  createOperator,
  type OperatorAccount,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { encrypted } from '../../../test/helper.ts';

/*
 * A mission's interventions come by pages of 20, chronological, the id breaking ties (issue 14,
 * docs/lists.md): listMissionInterventions (POST, plain id, optional period of a year at most)
 * and listInterventionsByMission (GET, encrypted id, `?page=`).
 */

const { t, post, get } = suiteOfTheFile();
let client: ClientAccount;
let otherClient: ClientAccount;
let operator: OperatorAccount;
let missionId: number;
/** The 45 interventions' ids in the order the list must give them. */
let expectedOrder: number[];

const DAY_MS = 86_400_000;
/** Monday 2 March 2026, 09:00 UTC: the first intervention; one a week after it. */
const FIRST = Date.parse('2026-03-02T09:00:00Z');

beforeAll(async () => {
  client = await createClientAccount(t);
  otherClient = await createClientAccount(t);
  operator = await createOperator(t);
  ({ missionId } = await createMission(t, { client_id: client.clientId }));
  // 44 weekly interventions, inserted newest first so that the id order is not the date order,
  // and a 45th at the same start as the third week's, which the id must place after it.
  const weeks = Array.from({ length: 44 }, (_, week) => 43 - week);
  const rows = await t.database.db
    .insert(interventions)
    .values(
      [...weeks, 2].map((week) => ({
        mission_id: missionId,
        client_id: client.clientId,
        date_debut: new Date(FIRST + week * 7 * DAY_MS),
        date_fin: new Date(FIRST + week * 7 * DAY_MS + 3 * 3_600_000),
      })),
    )
    .returning({ id: interventions.id, date_debut: interventions.date_debut });
  expectedOrder = rows
    .toSorted((a, b) => a.date_debut.getTime() - b.date_debut.getTime() || a.id - b.id)
    .map((row) => row.id);
});

type Page = { items: { id: number; date_debut: string }[]; page: number; limit: number };

const byPlainId = (body: object, token = client.token) =>
  post(`/api/missions/interventions/${missionId}`, token, body);
const byEncryptedId = (query: string, token = client.token) =>
  get(`/api/interventions/mission/${encrypted(t, missionId)}${query}`, token);

describe('listMissionInterventions: a mission’s interventions by pages', () => {
  it('answers 20 a page in chronological order, the id after the start, with the total', async () => {
    const pages: Page[] = [];
    for (const page of [1, 2, 3]) {
      const response = await byPlainId({ page });
      expect(response.statusCode).toBe(200);
      pages.push(response.json().data as Page);
    }
    expect(pages.map((p) => [p.page, p.limit, p.items.length])).toEqual([
      [1, 20, 20],
      [2, 20, 20],
      [3, 20, 5],
    ]);
    expect(pages.map((p) => (p as Page & { total: number }).total)).toEqual([45, 45, 45]);
    // Every intervention once, in order: nothing lost or repeated between two pages.
    expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(expectedOrder);
  });

  it('answers the first page without a body, and an empty page past the last', async () => {
    const first = await post(`/api/missions/interventions/${missionId}`, client.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.items.map((item: { id: number }) => item.id)).toEqual(
      expectedOrder.slice(0, 20),
    );
    const past = await byPlainId({ page: 4 });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual({ items: [], page: 4, limit: 20, total: 45 });
  });

  it('pages from a day on, the next ones first, as the missions screen asks', async () => {
    // From Monday 6 April (the sixth week on): 39 interventions left.
    const response = await byPlainId({ date_debut: '2026-04-06' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Page & { total: number };
    expect(data.total).toBe(39);
    expect(data.items[0]!.date_debut).toBe('2026-04-06T09:00:00.000Z');
    expect(data.items.map((item) => item.id)).toEqual(expectedOrder.slice(6, 26));
  });

  it('pages a period of at most a year, and refuses a longer one in French', async () => {
    const month = await byPlainId({ date_debut: '2026-03-01', date_fin: '2026-03-31' });
    expect(month.statusCode).toBe(200);
    expect(month.json().data.total).toBe(6); // 2, 9, 16 (twice), 23 and 30 March
    const longer = await byPlainId({ date_debut: '2026-01-01', date_fin: '2027-01-03' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(longer.json().error.fields)).toContain('Une année au plus.');
  });

  it('refuses a bad page with a French 400, never a 500', async () => {
    for (const page of [0, -1, 1.5, 100_001, 'deux']) {
      const response = await byPlainId({ page });
      expect(response.statusCode, `page ${String(page)}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.fields)).toContain('page');
    }
    const unknown = await byPlainId({ limit: 100 });
    expect(unknown.statusCode).toBe(400);
  });

  it('is the mission’s client’s or the back office’s, not another client’s', async () => {
    expect((await byPlainId({}, operator.token)).json().data.total).toBe(45);
    expect((await byPlainId({}, otherClient.token)).statusCode).toBe(403);
    const missing = await post('/api/missions/interventions/2147483000', client.token, {});
    expect(missing.statusCode).toBe(404);
  });
});

describe('listInterventionsByMission: the same pages by `?page=`', () => {
  it('answers 20 a page in the same order, with the total', async () => {
    const first = await byEncryptedId('');
    const third = await byEncryptedId('?page=3');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ page: 1, limit: 20, total: 45 });
    expect(first.json().data.items.map((item: { id: number }) => item.id)).toEqual(
      expectedOrder.slice(0, 20),
    );
    expect(third.json().data.items.map((item: { id: number }) => item.id)).toEqual(
      expectedOrder.slice(40),
    );
  });

  it('refuses a bad page or an unknown key with a French 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=100001', '?limit=100']) {
      const response = await byEncryptedId(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.message).toMatch(/[a-zé]/);
    }
    expect((await byEncryptedId('?page=0')).json().error.fields).toHaveProperty('query.page');
  });

  it('is not another client’s', async () => {
    expect((await byEncryptedId('', otherClient.token)).statusCode).toBe(403);
  });
});

describe('getMission: the mission with its next interventions only', () => {
  it('carries the next four of a recurring mission and counts them all', async () => {
    const response = await get(`/api/mission/${encrypted(t, missionId)}`, client.token);
    expect(response.statusCode).toBe(200);
    const mission = response.json().data as { interventions: { id: number }[] } & {
      nb_interventions: number;
    };
    expect(mission.nb_interventions).toBe(45);
    expect(mission.interventions.map((item) => item.id)).toEqual(expectedOrder.slice(0, 4));
  });
});
