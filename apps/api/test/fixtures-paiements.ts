import { eq } from 'drizzle-orm';
import { facture_lignes, factures } from '../src/db/schema/factures.ts';
import type { TestApp } from './helper.ts';

/* Test fixtures of the payments suite: issued invoices written straight in the database. */

let made = 0;

/** An issued invoice of `clientId` for `montant` euros TTC. */
export async function insertIssuedFacture(
  t: TestApp,
  clientId: number,
  montant: number,
  values: Partial<typeof factures.$inferInsert> = {},
) {
  made += 1;
  const issued = t.clock.now();
  const [row] = await t.database.db
    .insert(factures)
    .values({
      numero: `F-2026-9${String(made).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`,
      nature: 'facture',
      type: 'client',
      client_id: clientId,
      periode: `2025-${String((made % 12) + 1).padStart(2, '0')}`,
      date_debut: '2025-01-01',
      date_fin: '2025-01-31',
      montant_ht: Math.round((montant / 1.1) * 100) / 100,
      montant_tva: Math.round((montant - montant / 1.1) * 100) / 100,
      montant_ttc: montant,
      statut: 'emise',
      issued_at: issued,
      due_at: new Date(issued.getTime() + 15 * 24 * 3600 * 1000),
      ...values,
    })
    .returning();
  return row!;
}

export async function factureRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(factures).where(eq(factures.id, id));
  return row!;
}

/**
 * The same with one line at 10 % VAT for its whole amount: a credit note in part shares its
 * amount by VAT rate over the invoice's lines.
 */
export async function insertIssuedFactureWithLine(t: TestApp, clientId: number, montant: number) {
  const row = await insertIssuedFacture(t, clientId, montant);
  await t.database.db.insert(facture_lignes).values({
    facture_id: row.id,
    libelle: 'Aide ménagère',
    quantite: 1,
    prix_unitaire_ttc: montant,
    taux_tva: 0.1,
    montant_ht: row.montant_ht,
    montant_tva: row.montant_tva,
    montant_ttc: montant,
  });
  return row;
}
