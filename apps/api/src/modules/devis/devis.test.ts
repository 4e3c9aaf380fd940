import { describe, expect, it } from 'vitest';
import { encrypted, lastMailTo } from '../../../test/helper.ts';
import {
  call,
  countDevis,
  devisRow,
  devisSuite,
  devisUrl,
  LIBRE_LIGNE,
  PONCTUEL_BESOIN,
  RECURRING_BESOIN,
  signDevis,
} from '../../../test/fixtures-devis.ts';

/* Quotes composed by the back office, listed and deleted; a need's bad input. Signing is in
 * devis-signature.test.ts. */

const { t, own } = devisSuite();

describe('quotes composed by the back office', () => {
  const ligne = LIBRE_LIGNE;

  it('are drafts invisible to the client until sent, then sent with a mail', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [ligne],
    });
    expect(created.status).toBe(201);
    const dto = created.body.data;
    expect(dto).toMatchObject({ statut: 'brouillon', is_libre: true, montant_ttc: 152 });
    expect(dto.reference).toMatch(/^DEVL-/);
    expect((await call(t, 'GET', devisUrl(t, dto.id), own.alice)).status).toBe(404);
    const clientList = await call(
      t,
      'GET',
      `/api/devis/client/${encrypted(t, own.alice.clientId)}`,
      own.alice,
    );
    expect(clientList.body.data.map((d: { id: number }) => d.id)).not.toContain(dto.id);
    const all = await call(
      t,
      'GET',
      `/api/conciergerie/list-devis/${encrypted(t, own.alice.clientId)}`,
      own.operator,
    );
    expect(all.body.data.map((d: { id: number }) => d.id)).toContain(dto.id);
    expect((await signDevis(t, own.alice, dto.id)).status).toBe(404);

    const sent = await call(t, 'POST', '/api/devis/resend-devis-for-sign', own.operator, {
      devis_id: dto.id,
    });
    expect(sent.status).toBe(200);
    expect((await devisRow(t, dto.id)).statut).toBe('en_attente_signature');
    const mail = await lastMailTo(t, own.alice.email);
    expect(mail?.text).toContain(dto.reference);
    const again = await call(t, 'POST', '/api/send-devis-client-non-signe', own.alice, {
      devis_id: dto.id,
    });
    expect(again.status).toBe(200);
    const notMine = await call(t, 'POST', '/api/send-devis-client-non-signe', own.bob, {
      devis_id: dto.id,
    });
    expect(notMine.status).toBe(403);
  });

  it('use negotiated prices and refuse mixing one-off and recurring lines or negative hours', async () => {
    const priced = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [{ ...ligne, prix_horaire_weekend_ttc: 35 }],
    });
    expect(priced.body.data.montant_ttc).toBe(140);
    const before = await countDevis(t, own.alice.clientId);
    const mixed = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [ligne, { ...ligne, is_ponctuel: false }],
    });
    expect(mixed.status).toBe(400);
    const negative = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [{ ...ligne, nb_heures: -2 }],
    });
    expect(negative.status).toBe(400);
    const unknownSkill = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [{ ...ligne, client_besoin_skill_id: 9 }],
    });
    expect(unknownSkill.status).toBe(400);
    expect(await countDevis(t, own.alice.clientId)).toBe(before);
    const byClient = await call(t, 'POST', '/api/devis/devis-libre', own.alice, {
      client_id: own.alice.clientId,
      lignes: [ligne],
    });
    expect(byClient.status).toBe(403);
  });

  it('are deleted unsigned only, then gone', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [ligne],
      send: true,
    });
    const id = created.body.data.id;
    const url = `/api/devis/delete/${encrypted(t, id)}`;
    expect((await call(t, 'DELETE', url, own.alice)).status).toBe(403);
    const deleted = await call(t, 'DELETE', url, own.operator);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await call(t, 'DELETE', url, own.operator)).status).toBe(404);
    expect((await signDevis(t, own.alice, id)).status).toBe(404);
    expect((await call(t, 'GET', devisUrl(t, id), own.alice)).status).toBe(404);
  });
});

describe('bad input on the need flow', () => {
  it('answers 400 or 403 with a French message and saves nothing', async () => {
    const before = await countDevis(t, own.alice.clientId);
    const cases: [Record<string, unknown>, number][] = [
      [{ ...PONCTUEL_BESOIN, time_debut: '09:15' }, 400],
      [{ ...PONCTUEL_BESOIN, time_debut: '12:00', time_fin: '09:00' }, 400],
      [{ ...PONCTUEL_BESOIN, service: 7 }, 400],
      [{ ...PONCTUEL_BESOIN, date: '2026-02-01' }, 400],
      [
        {
          ...RECURRING_BESOIN,
          reccurentArray: [{ day: 2, time_debut: '10:00', time_fin: '09:00' }],
        },
        400,
      ],
      [{ ...RECURRING_BESOIN, reccurentArray: [] }, 400],
      [{ ...RECURRING_BESOIN, date: '2026-03-01' }, 400],
    ];
    for (const [besoin, status] of cases) {
      const response = await call(t, 'POST', '/api/client/save-besoin', own.alice, {
        client_id: own.alice.clientId,
        ...besoin,
      });
      expect(response.status, JSON.stringify(besoin)).toBe(status);
      expect(response.body.success).toBe(false);
      expect(response.body.error.message).toMatch(/[a-zé]/);
    }
    const otherClient = await call(t, 'POST', '/api/client/save-besoin', own.alice, {
      client_id: own.bob.clientId,
      ...RECURRING_BESOIN,
    });
    expect(otherClient.status).toBe(403);
    expect(await countDevis(t, own.alice.clientId)).toBe(before);
    expect(await countDevis(t, own.bob.clientId)).toBe(0);
  });
});
