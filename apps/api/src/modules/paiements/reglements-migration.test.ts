import { readFileSync } from 'node:fs';
import { ROLE } from '@maisonnee/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiements } from '../../db/schema/factures.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';
import { clientSession, operatorSession } from '../../../test/fixtures-devis.ts';
import { insertIssuedFacture } from '../../../test/fixtures-paiements.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';

/*
 * Migration 0013's data step (docs/paiements.md): the amounts already recorded on invoices become
 * payments of the ledger, so nothing saved before is lost. Run here on invoices written as the
 * former code wrote them, in a fresh database whose ledger is empty.
 */

const migration = readFileSync(
  new URL('../../db/migrations/0013_reglements.sql', import.meta.url),
  'utf8',
);
const statements = migration.split('--> statement-breakpoint');
const dataStep = statements.slice(statements.findIndex((s) => s.includes('Data step')));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('migration 0013', () => {
  it('moves transfers and Stripe charges already recorded into the ledger', async () => {
    const client = await clientSession(t);
    const db = t.database.db;
    const virement = await insertIssuedFacture(t, client.clientId, 100, {
      montant_paye: 40.5,
      updated_at: new Date('2026-11-30T23:30:00Z'), // 1 December in Paris
    });
    const carte = await insertIssuedFacture(t, client.clientId, 123.45, {
      montant_paye: 123.45,
      statut: 'payee',
      paid_at: new Date('2026-11-20T10:00:00Z'),
    });
    await db.insert(paiements).values({
      facture_id: carte.id,
      client_id: client.clientId,
      idempotency_key: `facture-${carte.id}-1`,
      stripe_payment_intent_id: 'pi_migre_1',
      montant: 123.45,
      statut: 'reussi',
    });
    const unpaid = await insertIssuedFacture(t, client.clientId, 50);

    for (const statement of dataStep) await db.execute(sql.raw(statement));

    const rows = await db.select().from(reglements).orderBy(asc(reglements.id));
    expect(rows).toMatchObject([
      {
        id: virement.id,
        client_id: client.clientId,
        date: '2026-12-01',
        mode: 'virement',
        reference: `Reprise : ${virement.numero}`,
        montant_centimes: 4050,
      },
      {
        id: carte.id,
        date: '2026-11-20',
        mode: 'carte',
        reference: 'pi_migre_1',
        montant_centimes: 12345,
      },
    ]);
    const allocated = await db
      .select()
      .from(reglement_imputations)
      .orderBy(asc(reglement_imputations.facture_id));
    expect(allocated.map((a) => [a.facture_id, a.montant_centimes])).toEqual([
      [virement.id, 4050],
      [carte.id, 12345],
    ]);
    expect(allocated.some((a) => a.facture_id === unpaid.id)).toBe(false);

    // The sequence goes on after the ids taken: the next payment gets a new one.
    const accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/reglements',
      headers: bearer(accounting.token),
      payload: {
        client_id: client.clientId,
        date: '2026-03-02',
        mode: 'especes',
        montant_centimes: 100,
        imputations: [{ facture_id: unpaid.id, montant_centimes: 100 }],
      },
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().data.id).toBeGreaterThan(Math.max(virement.id, carte.id));
    const [row] = await db.select().from(reglements).where(eq(reglements.id, next.json().data.id));
    expect(row!.mode).toBe('especes');
  });
});
