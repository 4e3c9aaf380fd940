import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';
import { reglement_cesu_titres } from '../../db/schema/financeurs.ts';
import { users } from '../../db/schema/users.ts';

/*
 * The paiements module writes the ledger: `reglements` and `reglement_imputations`
 * (docs/paiements.md). It reads the name of the users who recorded or cancelled a payment.
 */

type Conn = Db | Tx;
export type ReglementRow = typeof reglements.$inferSelect;
export type ImputationRow = typeof reglement_imputations.$inferSelect;

export async function insertReglement(conn: Conn, values: typeof reglements.$inferInsert) {
  const [row] = await conn.insert(reglements).values(values).returning();
  return row!;
}

export async function insertImputations(
  conn: Conn,
  values: (typeof reglement_imputations.$inferInsert)[],
) {
  if (values.length === 0) return [];
  return conn.insert(reglement_imputations).values(values).returning();
}

export async function reglementById(conn: Conn, id: number) {
  const [row] = await conn.select().from(reglements).where(eq(reglements.id, id));
  return row ?? null;
}

export async function lockReglement(tx: Tx, id: number) {
  const [row] = await tx.select().from(reglements).where(eq(reglements.id, id)).for('update');
  return row ?? null;
}

export async function cancelReglement(
  conn: Conn,
  id: number,
  values: { annule_at: Date; annule_par_user_id: number; annule_motif: string },
) {
  const [row] = await conn
    .update(reglements)
    .set(values)
    .where(and(eq(reglements.id, id), isNull(reglements.annule_at)))
    .returning();
  return row ?? null;
}

/** Cents of live payments allocated to each invoice (cancelled payments count for nothing). */
export async function regleParFacture(
  conn: Conn,
  factureIds: readonly number[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (factureIds.length === 0) return totals;
  const rows = await conn
    .select({
      facture_id: reglement_imputations.facture_id,
      total: sql<string>`sum(${reglement_imputations.montant_centimes})`,
    })
    .from(reglement_imputations)
    .innerJoin(reglements, eq(reglements.id, reglement_imputations.reglement_id))
    .where(
      and(inArray(reglement_imputations.facture_id, [...factureIds]), isNull(reglements.annule_at)),
    )
    .groupBy(reglement_imputations.facture_id);
  for (const row of rows) totals.set(row.facture_id, Number(row.total));
  return totals;
}

/** Cents allocated per payment, cancelled or not. */
export async function imputeParReglement(
  conn: Conn,
  reglementIds: readonly number[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (reglementIds.length === 0) return totals;
  const rows = await conn
    .select({
      reglement_id: reglement_imputations.reglement_id,
      total: sql<string>`sum(${reglement_imputations.montant_centimes})`,
    })
    .from(reglement_imputations)
    .where(inArray(reglement_imputations.reglement_id, [...reglementIds]))
    .groupBy(reglement_imputations.reglement_id);
  for (const row of rows) totals.set(row.reglement_id, Number(row.total));
  return totals;
}

/** A client's payments, the most recent first. */
export function reglementsOfClient(conn: Conn, clientId: number) {
  return conn
    .select()
    .from(reglements)
    .where(eq(reglements.client_id, clientId))
    .orderBy(desc(reglements.date), desc(reglements.id));
}

/** The allocations of some payments, oldest first. */
export function imputationsOfReglements(conn: Conn, reglementIds: readonly number[]) {
  if (reglementIds.length === 0) return Promise.resolve([] as ImputationRow[]);
  return conn
    .select()
    .from(reglement_imputations)
    .where(inArray(reglement_imputations.reglement_id, [...reglementIds]))
    .orderBy(asc(reglement_imputations.id));
}

/** The allocations to an invoice with their payment, oldest first. */
export function imputationsOfFacture(conn: Conn, factureId: number) {
  return conn
    .select({ imputation: reglement_imputations, reglement: reglements })
    .from(reglement_imputations)
    .innerJoin(reglements, eq(reglements.id, reglement_imputations.reglement_id))
    .where(eq(reglement_imputations.facture_id, factureId))
    .orderBy(asc(reglements.date), asc(reglement_imputations.id));
}

/** The invoices touched by a payment's allocations. */
export async function factureIdsOfReglement(conn: Conn, reglementId: number) {
  const rows = await conn
    .selectDistinct({ id: reglement_imputations.facture_id })
    .from(reglement_imputations)
    .where(eq(reglement_imputations.reglement_id, reglementId));
  return rows.map((row) => row.id);
}

/** Display names of users (who recorded or cancelled a payment). */
export async function userNames(
  conn: Conn,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (wanted.length === 0) return names;
  const rows = await conn
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) names.set(row.id, row.name);
  return names;
}

/** A client's live payments locked until the transaction ends, the most recent first. */
export function lockLiveReglementsOfClient(tx: Tx, clientId: number) {
  return tx
    .select()
    .from(reglements)
    .where(and(eq(reglements.client_id, clientId), isNull(reglements.annule_at)))
    .orderBy(desc(reglements.date), desc(reglements.id))
    .for('update');
}

/** An allocation taken down by `cents` (the part given back to the client's credit). */
export async function reduceImputation(conn: Conn, id: number, cents: number) {
  await conn
    .update(reglement_imputations)
    .set({ montant_centimes: sql`${reglement_imputations.montant_centimes} - ${cents}` })
    .where(eq(reglement_imputations.id, id));
}

/** An allocation given back whole to the client's credit. */
export async function deleteImputation(conn: Conn, id: number) {
  await conn.delete(reglement_imputations).where(eq(reglement_imputations.id, id));
}

/* Prepaid CESU vouchers of a payment (docs/facturation.md). */

export type CesuTitreRow = typeof reglement_cesu_titres.$inferSelect;

export async function insertCesuTitres(
  conn: Conn,
  values: (typeof reglement_cesu_titres.$inferInsert)[],
) {
  if (values.length === 0) return;
  await conn.insert(reglement_cesu_titres).values(values);
}

/** The live vouchers among these issuer/number keys (a cancelled payment's do not count). */
export function liveCesuTitres(conn: Conn, keys: readonly { emetteur: string; numero: string }[]) {
  if (keys.length === 0) return Promise.resolve([] as CesuTitreRow[]);
  return conn
    .select()
    .from(reglement_cesu_titres)
    .where(
      and(
        eq(reglement_cesu_titres.actif, true),
        or(
          ...keys.map((key) =>
            and(
              eq(reglement_cesu_titres.emetteur_cle, key.emetteur),
              eq(reglement_cesu_titres.numero_cle, key.numero),
            ),
          ),
        ),
      ),
    );
}

export function cesuTitresOfReglements(conn: Conn, reglementIds: readonly number[]) {
  if (reglementIds.length === 0) return Promise.resolve([] as CesuTitreRow[]);
  return conn
    .select()
    .from(reglement_cesu_titres)
    .where(inArray(reglement_cesu_titres.reglement_id, [...reglementIds]))
    .orderBy(asc(reglement_cesu_titres.id));
}

/** A cancelled payment frees its vouchers: they may be recorded again. */
export async function releaseCesuTitres(conn: Conn, reglementId: number) {
  await conn
    .update(reglement_cesu_titres)
    .set({ actif: false })
    .where(eq(reglement_cesu_titres.reglement_id, reglementId));
}
