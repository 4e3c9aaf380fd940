import { ROLE } from '@maisonnee/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientSession, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import { factureRow, insertIssuedFacture } from '../../../test/fixtures-paiements.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';

/*
 * Prepaid CESU vouchers recorded as one payment of method « cesu » (docs/facturation.md): each
 * voucher's issuer, number and amount kept and shown, the payment set against an invoice, a
 * voucher refused when already recorded, freed when its payment is cancelled.
 */

let t: TestApp;
let accounting: Session;

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(session.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const cesu = (clientId: number, titres: unknown[], body: Record<string, unknown> = {}) =>
  call('POST', '/api/reglements', accounting, {
    client_id: clientId,
    date: '2026-03-02',
    mode: 'cesu',
    montant_centimes: 5000,
    imputations: [],
    cesu_titres: titres,
    ...body,
  });

const titre = (numero: string, montant = 2500, emetteur = 'Edenred') => ({
  support: 'papier',
  emetteur,
  numero,
  montant_centimes: montant,
});

let n = 0;
const unique = (prefix: string) => `${prefix}-${Date.now() % 100_000}-${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
});

beforeEach(() => setClock(t));

afterAll(async () => {
  await t?.close();
});

describe('prepaid CESU vouchers', () => {
  it('records several vouchers as one payment set against an invoice, and lists them', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 50);
    const [a, b] = [unique('A'), unique('B')];
    const response = await cesu(
      client.clientId,
      [titre(a), { ...titre(b), support: 'e_cesu', emetteur: 'Up', date: '2026-02-27' }],
      { imputations: [{ facture_id: facture.id, montant_centimes: 5000 }] },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      mode: 'cesu',
      montant_centimes: 5000,
      impute_centimes: 5000,
      cesu_titres: [
        { support: 'papier', emetteur: 'Edenred', numero: a, montant_centimes: 2500, date: null },
        {
          support: 'e_cesu',
          emetteur: 'Up',
          numero: b,
          montant_centimes: 2500,
          date: '2026-02-27',
        },
      ],
    });
    expect((await factureRow(t, facture.id))?.statut).toBe('payee');
    const ledger = await call(
      'GET',
      `/api/client/${encrypted(t, client.clientId)}/reglements`,
      client,
    );
    expect(ledger.json().data.reglements[0].cesu_titres).toHaveLength(2);
  });

  it('refuses a voucher already recorded for the same issuer, spelt otherwise; frees it on cancel', async () => {
    const client = await clientSession(t);
    const numero = unique('C');
    const first = await cesu(client.clientId, [titre(numero, 5000, 'Édenred France')]);
    expect(first.statusCode).toBe(201);
    const again = await cesu(client.clientId, [
      titre(` ${numero.toLowerCase()} `, 5000, 'EDENRED  france'),
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CESU_DEJA_ENREGISTRE' });
    expect(again.json().error.message).toContain(
      `n° ${numero} de Édenred France est déjà enregistré`,
    );
    // Another issuer may use the same number.
    expect((await cesu(client.clientId, [titre(numero, 5000, 'Up')])).statusCode).toBe(201);
    const cancelled = await call('POST', '/api/reglements/annuler', accounting, {
      id: first.json().data.id,
      motif: 'Saisi sur le mauvais client',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await cesu(client.clientId, [titre(numero, 5000, 'Edenred France')])).statusCode).toBe(
      201,
    );
  });

  it('refuses vouchers that do not make the amount, twice the same one, or with another method', async () => {
    const client = await clientSession(t);
    const short = await cesu(client.clientId, [titre(unique('D'), 2000)]);
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('CESU_TOTAL_MISMATCH');
    const d = unique('D');
    const twice = await cesu(client.clientId, [titre(d), titre(d)]);
    expect(twice.statusCode).toBe(409);
    const cheque = await cesu(client.clientId, [titre(unique('E'), 5000)], { mode: 'cheque' });
    expect(cheque.statusCode).toBe(400);
    expect(cheque.json().error.fields.cesu_titres).toBe(
      'Des titres CESU ne se saisissent qu’avec le mode CESU.',
    );
    const noNumber = await cesu(client.clientId, [{ ...titre(''), montant_centimes: 5000 }]);
    expect(noNumber.statusCode).toBe(400);
  });

  it('lets only accounting and administrators record vouchers', async () => {
    const client = await clientSession(t);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    const refused = await call('POST', '/api/reglements', client, {
      client_id: client.clientId,
      date: '2026-03-02',
      mode: 'cesu',
      montant_centimes: 2500,
      cesu_titres: [titre(unique('F'))],
    });
    expect(refused.statusCode).toBe(403);
    const byCommercial = await call('POST', '/api/reglements', commercial, {
      client_id: client.clientId,
      date: '2026-03-02',
      mode: 'cesu',
      montant_centimes: 2500,
      cesu_titres: [titre(unique('F'))],
    });
    expect(byCommercial.statusCode).toBe(403);
  });
});
