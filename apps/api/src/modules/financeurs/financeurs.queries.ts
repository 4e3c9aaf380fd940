import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { FINANCEURS_MAX } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import { financeurs, prises_en_charge } from '../../db/schema/financeurs.ts';

/* Payers and funding plans: plain Drizzle functions, the financeurs module only. */

type Conn = Db | Tx;

export type FinanceurRow = typeof financeurs.$inferSelect;
export type NewFinanceurRow = typeof financeurs.$inferInsert;
export type PriseEnChargeRow = typeof prises_en_charge.$inferSelect;
export type NewPriseEnChargeRow = typeof prises_en_charge.$inferInsert;

/** Every payer, active first, by name, with its beneficiaries on `today` (Paris day). */
export function listFinanceurs(conn: Conn, today: string) {
  const beneficiaires = conn
    .select({
      financeur_id: prises_en_charge.financeur_id,
      n: sql<number>`count(distinct ${prises_en_charge.client_id})::int`.as('n'),
    })
    .from(prises_en_charge)
    .where(
      and(
        lte(prises_en_charge.date_debut, today),
        or(isNull(prises_en_charge.date_fin), gte(prises_en_charge.date_fin, today)),
      ),
    )
    .groupBy(prises_en_charge.financeur_id)
    .as('b');
  return conn
    .select({ financeur: financeurs, n: beneficiaires.n })
    .from(financeurs)
    .leftJoin(beneficiaires, eq(beneficiaires.financeur_id, financeurs.id))
    .orderBy(sql`${financeurs.is_active} desc`, asc(financeurs.nom))
    .limit(FINANCEURS_MAX);
}

export async function findFinanceur(conn: Conn, id: number) {
  return (await conn.select().from(financeurs).where(eq(financeurs.id, id)))[0];
}

/** The payer of that name and kind (names compared without case), if any. */
export async function findFinanceurByNom(conn: Conn, nom: string, type: FinanceurRow['type']) {
  return (
    await conn
      .select({ id: financeurs.id })
      .from(financeurs)
      .where(and(sql`lower(${financeurs.nom}) = lower(${nom})`, eq(financeurs.type, type)))
  )[0];
}

export async function findFinanceurByMutuelle(conn: Conn, mutuelleId: number) {
  return (
    await conn
      .select({ id: financeurs.id })
      .from(financeurs)
      .where(eq(financeurs.mutuelle_id, mutuelleId))
  )[0];
}

export async function insertFinanceur(conn: Conn, values: NewFinanceurRow) {
  return (await conn.insert(financeurs).values(values).returning())[0]!;
}

export async function updateFinanceur(conn: Conn, id: number, values: Partial<NewFinanceurRow>) {
  return (
    await conn
      .update(financeurs)
      .set({ ...values, updated_at: new Date() })
      .where(eq(financeurs.id, id))
      .returning()
  )[0];
}

/** The client's plans with their payer, the most recent first. */
export function prisesEnChargeOfClient(conn: Conn, clientId: number) {
  return conn
    .select({ plan: prises_en_charge, financeur: financeurs })
    .from(prises_en_charge)
    .innerJoin(financeurs, eq(financeurs.id, prises_en_charge.financeur_id))
    .where(eq(prises_en_charge.client_id, clientId))
    .orderBy(sql`${prises_en_charge.date_debut} desc`, sql`${prises_en_charge.id} desc`);
}

/** The client's plans locked (two writes on one client's plans check overlaps one at a time). */
export function lockPrisesEnChargeOfClient(tx: Tx, clientId: number) {
  return tx
    .select()
    .from(prises_en_charge)
    .where(eq(prises_en_charge.client_id, clientId))
    .for('update');
}

export async function findPriseEnCharge(conn: Conn, id: number) {
  return (await conn.select().from(prises_en_charge).where(eq(prises_en_charge.id, id)))[0];
}

export async function insertPriseEnCharge(conn: Conn, values: NewPriseEnChargeRow) {
  return (await conn.insert(prises_en_charge).values(values).returning())[0]!;
}

export async function updatePriseEnCharge(
  conn: Conn,
  id: number,
  values: Partial<NewPriseEnChargeRow>,
) {
  return (
    await conn
      .update(prises_en_charge)
      .set({ ...values, updated_at: new Date() })
      .where(eq(prises_en_charge.id, id))
      .returning()
  )[0];
}
