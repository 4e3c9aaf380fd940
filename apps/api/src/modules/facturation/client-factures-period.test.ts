import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAccount, requestsOn } from '../../../test/fixtures-missions.ts';
import { buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';

/*
 * A client's invoices are read over a period of a year at most (issue 14, docs/lists.md): one
 * client has ≈ 12 to 36 invoices and credit notes a year, and a longer period grew with its years.
 */

let t: TestApp;
let client: Awaited<ReturnType<typeof createClientAccount>>;

beforeAll(async () => {
  t = await buildTestApp();
  client = await createClientAccount(t);
});
afterAll(async () => {
  await t.close();
});

const { post } = requestsOn(() => t);
const listOver = (start_date: string, end_date: string) =>
  post(`/api/clients/factures/${encrypted(t, client.clientId)}`, client.token, {
    id: client.clientId,
    start_date,
    end_date,
  });

describe('listClientFactures: a period of a year at most', () => {
  it('answers a calendar year, a leap one included', async () => {
    expect((await listOver('2026-01-01', '2026-12-31')).statusCode).toBe(200);
    expect((await listOver('2028-01-01', '2028-12-31')).statusCode).toBe(200);
    expect((await listOver('2025-12-01', '2026-11-30')).statusCode).toBe(200);
  });

  it('refuses a longer period with a French 400 on end_date, never a 500', async () => {
    for (const [from, to] of [
      ['2025-01-01', '2026-12-31'],
      ['2026-01-01', '2027-01-03'],
    ] as const) {
      const response = await listOver(from, to);
      expect(response.statusCode, `${from} → ${to}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.fields)).toContain('Une année au plus.');
      expect(JSON.stringify(response.json().error.fields)).toContain('end_date');
    }
  });
});
