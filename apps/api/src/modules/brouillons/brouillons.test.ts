import { beforeEach, describe, expect, it } from 'vitest';
import { appOfTheFile, encrypted, madeForTheFile } from '../../../test/helper.ts';
import {
  call,
  clientSession,
  operatorSession,
  planningDraftBody,
  type Session,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  operator: await operatorSession(t),
}));

const save = (session: Session, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/devis/brouillons/save', session, body);

/** A recurring need draft of cleaning (service 1), one slot on Wednesday afternoon. */
async function saveNeedDraft(session: Session): Promise<number> {
  const created = await save(session, {
    client_id: session.clientId,
    service: 1,
    frequence: 'recurrent',
    reccurentArray: [{ day: 3, time_debut: '14:00', time_fin: '16:30' }],
  });
  if (created.status !== 200) throw new Error(`brouillons/save: ${created.status}`);
  return created.body.data.id;
}

describe('need drafts', () => {
  // Each test gets its own two clients, so a draft list only holds what the test saved.
  let alice: Session, bob: Session;
  beforeEach(async () => {
    alice = await clientSession(t);
    bob = await clientSession(t);
  });

  it('are saved while the client types, then replaced, with the defaults of section 3', async () => {
    const created = await save(alice, {
      client_id: alice.clientId,
      service: 1,
      frequence: 'recurrent',
    });
    expect(created.status).toBe(200);
    const draftId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      kind: 'besoin',
      service: 1,
      frequence: 'recurrent',
      frequenceType: 'Toutes les semaines',
      reccurentArray: [],
    });
    const replaced = await save(alice, {
      id: draftId,
      client_id: alice.clientId,
      service: 1,
      frequence: 'recurrent',
      frequenceType: 'Toutes les deux semaines',
      frequenceId: 2,
      reccurentArray: [{ day: 3, time_debut: '14:00', time_fin: '16:30' }],
      nb_heures: 2.5,
      mission_id: 12,
    });
    expect(replaced.body.data).toMatchObject({
      id: draftId,
      frequenceType: 'Toutes les deux semaines',
      reccurentArray: [{ day: 3, time_debut: '14:00', time_fin: '16:30' }],
      nb_heures: 2.5,
      mission_id: 12,
    });
  });

  it('are restored after a reload (get, list) for their client only', async () => {
    const draftId = await saveNeedDraft(alice);
    const got = await call(t, 'GET', `/api/devis/brouillons/${encrypted(t, draftId)}`, alice);
    expect(got.status).toBe(200);
    expect(got.body.data.reccurentArray).toHaveLength(1);
    const list = await call(
      t,
      'GET',
      `/api/devis/brouillons/client/${encrypted(t, alice.clientId)}`,
      alice,
    );
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([draftId]);
    expect(
      (await call(t, 'GET', `/api/devis/brouillons/${encrypted(t, draftId)}`, bob)).status,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/devis/brouillons/client/${encrypted(t, alice.clientId)}`, bob))
        .status,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/devis/brouillons/${encrypted(t, draftId)}`, shared.operator))
        .status,
    ).toBe(200);
  });

  it('cannot be written, replaced or deleted by another client', async () => {
    const draftId = await saveNeedDraft(alice);
    expect((await save(bob, { client_id: alice.clientId, service: 2 })).status).toBe(403);
    expect((await save(bob, { id: draftId, client_id: bob.clientId, service: 2 })).status).toBe(
      403,
    );
    const deleted = await call(
      t,
      'DELETE',
      `/api/devis/brouillons/delete/${encrypted(t, draftId)}`,
      bob,
    );
    expect(deleted.status).toBe(403);
    const still = await call(t, 'GET', `/api/devis/brouillons/${encrypted(t, draftId)}`, alice);
    expect(still.body.data.service).toBe(1);
  });

  it('refuse times off the grid, an end before the start, an unknown skill, negative hours', async () => {
    const base = { client_id: alice.clientId };
    for (const body of [
      { ...base, time_debut: '09:10' },
      { ...base, time_debut: '11:00', time_fin: '10:00' },
      { ...base, service: 8 },
      { ...base, nb_heures: -1 },
      { ...base, reccurentArray: [{ day: 1, time_debut: '10:00', time_fin: '09:30' }] },
    ]) {
      const response = await save(alice, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('plan only a signed quote of the same client (the second draft)', async () => {
    const devis = await submitBesoin(t, alice);
    const unsigned = await save(alice, {
      client_id: alice.clientId,
      kind: 'planification',
      devis_id: devis.id,
    });
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.error).toMatchObject({
      code: 'DEVIS_NOT_SIGNED',
      message: 'Seul un devis signé peut être planifié.',
    });
    const notHers = await save(bob, {
      client_id: bob.clientId,
      kind: 'planification',
      devis_id: devis.id,
    });
    expect(notHers.status).toBe(403);
    const missing = await save(alice, { client_id: alice.clientId, kind: 'planification' });
    expect(missing.status).toBe(400);
  });

  it('plan a signed quote in a second draft, independent of the need draft', async () => {
    const draftId = await saveNeedDraft(alice);
    const devis = await submitBesoin(t, alice);
    const signed = await call(t, 'POST', '/api/devis/sign', alice, {
      devis_id: devis.id,
      signature_text: 'Alice Durand',
      accept_conditions: true,
    });
    expect(signed.status).toBe(200);
    const planning = await save(alice, planningDraftBody(alice.clientId, devis.id));
    expect(planning.status).toBe(200);
    expect(planning.body.data).toMatchObject({
      kind: 'planification',
      devis_id: devis.id,
      frequenceType: 'Toutes les semaines',
      reccurentArray: [{ day: 1, time_debut: '16:30', time_fin: '19:00' }],
    });
    const replaced = await save(alice, {
      id: planning.body.data.id,
      client_id: alice.clientId,
      kind: 'planification',
      devis_id: devis.id,
      service: 4,
      frequence: 'recurrent',
      reccurentArray: [{ day: 2, time_debut: '17:00', time_fin: '19:00' }],
    });
    expect(replaced.body.data.id).toBe(planning.body.data.id);
    // The need draft is untouched.
    const need = await call(t, 'GET', `/api/devis/brouillons/${encrypted(t, draftId)}`, alice);
    expect(need.body.data).toMatchObject({ kind: 'besoin', devis_id: null, service: 1 });
    const list = await call(
      t,
      'GET',
      `/api/devis/brouillons/client/${encrypted(t, alice.clientId)}`,
      alice,
    );
    const kinds = list.body.data.map((d: { kind: string; id: number }) => [d.kind, d.id]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['besoin', draftId],
        ['planification', planning.body.data.id],
      ]),
    );
    expect(kinds).toHaveLength(2);
  });

  it('are deleted by their client', async () => {
    const draftId = await saveNeedDraft(alice);
    const url = `/api/devis/brouillons/delete/${encrypted(t, draftId)}`;
    const response = await call(t, 'DELETE', url, alice);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: draftId, deleted: true });
    expect((await call(t, 'DELETE', url, alice)).status).toBe(404);
  });
});
