import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call, clientSession, operatorSession } from './fixtures-devis.ts';

/*
 * Issue 10, point 8: a client who places its address from /profil (device position or map) gets
 * a located client record, the one agents' check-in, planning and the around-search read.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const record = async (clientId: number) =>
  (await t.database.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;

describe('the address a client saves in its profile', () => {
  it('is its client record’s too, coordinates included', async () => {
    const alice = await clientSession(t);
    const saved = await call(t, 'POST', '/api/users/update', alice, {
      adresse: '12 rue de la Paix',
      codep: '44000',
      ville: 'Nantes',
      lat: 47.2184,
      lng: -1.5536,
    });
    expect(saved.status).toBe(200);
    expect(await record(alice.clientId)).toMatchObject({
      adresse: '12 rue de la Paix',
      codep: '44000',
      ville: 'Nantes',
      lat: 47.2184,
      lng: -1.5536,
    });
    // Other profile fields leave the record's address as it is.
    await call(t, 'POST', '/api/users/update', alice, { prenom: 'Alice' });
    expect((await record(alice.clientId)).lat).toBe(47.2184);
    // A new address typed without a position clears the old one on both.
    await call(t, 'POST', '/api/users/update', alice, {
      adresse: '3 quai Turenne',
      lat: null,
      lng: null,
    });
    expect(await record(alice.clientId)).toMatchObject({
      adresse: '3 quai Turenne',
      lat: null,
      lng: null,
    });
  });

  it('does not touch any client record for an operator', async () => {
    const operator = await operatorSession(t);
    const alice = await clientSession(t);
    const before = await record(alice.clientId);
    const saved = await call(t, 'POST', '/api/users/update', operator, {
      ville: 'Lyon',
      lat: 45.76,
      lng: 4.84,
    });
    expect(saved.status).toBe(200);
    expect(await record(alice.clientId)).toEqual(before);
  });

  it('saves nothing when a coordinate is out of range', async () => {
    const alice = await clientSession(t);
    const refused = await call(t, 'POST', '/api/users/update', alice, {
      ville: 'Nulle part',
      lat: 123,
    });
    expect(refused.status).toBe(400);
    expect((await record(alice.clientId)).ville).not.toBe('Nulle part');
  });
});
