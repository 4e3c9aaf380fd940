import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients, payment_methods } from '../../db/schema/clients.ts';
import { paiements, stripe_events } from '../../db/schema/factures.ts';
import { missions } from '../../db/schema/missions.ts';

/*
 * The paiements module writes `payment_methods`, `paiements` and `stripe_events`. It reads
 * (never writes) a client's missions (is one active?).
 */

type Conn = Db | Tx;
export type PaymentMethodRow = typeof payment_methods.$inferSelect;
export type PaiementRow = typeof paiements.$inferSelect;

// ---------------------------------------------------------------- payment methods

/** A client's methods, the default first, then the most recent. */
export function listMethods(db: Conn, clientId: number) {
  return db
    .select()
    .from(payment_methods)
    .where(eq(payment_methods.client_id, clientId))
    .orderBy(
      desc(payment_methods.is_default),
      desc(payment_methods.created_at),
      desc(payment_methods.id),
    );
}

export async function methodById(db: Conn, id: number) {
  const [row] = await db.select().from(payment_methods).where(eq(payment_methods.id, id));
  return row ?? null;
}

export async function methodByStripeId(db: Conn, stripeId: string) {
  const [row] = await db
    .select()
    .from(payment_methods)
    .where(eq(payment_methods.stripe_payment_method_id, stripeId));
  return row ?? null;
}

export async function defaultMethod(db: Conn, clientId: number) {
  const [row] = await db
    .select()
    .from(payment_methods)
    .where(and(eq(payment_methods.client_id, clientId), eq(payment_methods.is_default, true)));
  return row ?? null;
}

export async function insertMethod(db: Conn, values: typeof payment_methods.$inferInsert) {
  const [row] = await db.insert(payment_methods).values(values).returning();
  return row!;
}

export async function deleteMethod(db: Conn, id: number) {
  await db.delete(payment_methods).where(eq(payment_methods.id, id));
}

/** Makes `methodId` the client's only default method (null: none). */
export async function setDefault(db: Conn, clientId: number, methodId: number | null) {
  await db
    .update(payment_methods)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(eq(payment_methods.client_id, clientId), eq(payment_methods.is_default, true)));
  if (methodId !== null)
    await db
      .update(payment_methods)
      .set({ is_default: true, updated_at: new Date() })
      .where(and(eq(payment_methods.id, methodId), eq(payment_methods.client_id, clientId)));
}

/** Serialises the changes of one client's methods (default switch, removal) in a transaction. */
export async function lockClient(tx: Tx, clientId: number) {
  await tx.execute(sql`select id from ${clients} where ${clients.id} = ${clientId} for update`);
}

export async function hasActiveMission(db: Conn, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.client_id, clientId), eq(missions.statut, 'active')))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- charges

export async function attemptsOf(db: Conn, factureId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${paiements.tentative}), 0)::int` })
    .from(paiements)
    .where(eq(paiements.facture_id, factureId));
  return Number(row?.n ?? 0);
}

/** Inserts a charge in flight; null when the invoice already has one (unique in-flight index). */
export async function insertPaiement(
  db: Conn,
  values: typeof paiements.$inferInsert,
): Promise<PaiementRow | null> {
  const rows = await db.insert(paiements).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function paiementById(db: Conn, id: number) {
  const [row] = await db.select().from(paiements).where(eq(paiements.id, id));
  return row ?? null;
}

export async function paiementByIntent(db: Conn, intentId: string) {
  const [row] = await db
    .select()
    .from(paiements)
    .where(eq(paiements.stripe_payment_intent_id, intentId));
  return row ?? null;
}

export async function setIntentId(db: Conn, id: number, intentId: string) {
  await db
    .update(paiements)
    .set({ stripe_payment_intent_id: intentId, updated_at: new Date() })
    .where(eq(paiements.id, id));
}

/**
 * Rules a charge still in flight; false when it was ruled already (a webhook and the synchronous
 * answer of Stripe both report a decline: only the first one counts).
 */
export async function settlePaiement(
  db: Conn,
  id: number,
  statut: 'reussi' | 'echoue',
  erreur: string | null,
  intentId?: string,
): Promise<boolean> {
  const rows = await db
    .update(paiements)
    .set({
      statut,
      erreur,
      updated_at: new Date(),
      ...(intentId ? { stripe_payment_intent_id: intentId } : {}),
    })
    .where(and(eq(paiements.id, id), eq(paiements.statut, 'en_cours')))
    .returning({ id: paiements.id });
  return rows.length > 0;
}

/** The statut of the latest attempt of each invoice. */
export async function latestStatuts(db: Conn, factureIds: readonly number[]) {
  if (factureIds.length === 0) return [];
  return db
    .selectDistinctOn([paiements.facture_id], {
      facture_id: paiements.facture_id,
      statut: paiements.statut,
    })
    .from(paiements)
    .where(inArray(paiements.facture_id, [...factureIds]))
    .orderBy(asc(paiements.facture_id), desc(paiements.tentative), desc(paiements.id));
}

// ---------------------------------------------------------------- Stripe events

/** Records a webhook event; false when it was recorded already (a replay). */
export async function recordEvent(db: Conn, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(stripe_events)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripe_events.id });
  return rows.length > 0;
}
