import { PAYABLE_FACTURE_STATUTS } from '@maisonnee/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { clients, mutuelles } from '../../db/schema/clients.ts';
import { facture_relances } from '../../db/schema/facture-relances.ts';
import { factures } from '../../db/schema/factures.ts';

/*
 * Reads of the aged list and writes of the reminders (docs/paiements.md « Impayés et relances »).
 * What remains on an invoice is computed here exactly, in cents, from numeric columns: its amount,
 * plus its issued credit notes (negative amounts), less `montant_paye`, which the ledger keeps
 * equal to its live allocations (`syncFacturePaid`).
 */

type Conn = Db | Tx;

const avoirs = alias(factures, 'avoirs');

/** Sum of the issued credit notes of each invoice (negative euros), as a subquery. */
const creditNotes = (conn: Conn) =>
  conn
    .select({
      facture_id: avoirs.avoir_de_facture_id,
      total: sql<string>`sum(${avoirs.montant_ttc})`.as('total'),
    })
    .from(avoirs)
    .where(and(isNotNull(avoirs.avoir_de_facture_id), isNotNull(avoirs.numero)))
    .groupBy(avoirs.avoir_de_facture_id)
    .as('credit_notes');

export interface OwedRow {
  id: number;
  type: 'client' | 'mutuelle';
  client_id: number;
  due_at: Date | null;
  montant_centimes: number;
  reste_centimes: number;
}

/**
 * Every issued invoice (not a credit note, not paid nor cancelled) with something remaining, or
 * only those of `ids`. The aged list reads them all: the invoices owed at once are a few months'
 * worth of one invoice a client, not the agency's history (docs/lists.md).
 */
export async function selectOwedFactures(conn: Conn, ids?: readonly number[]): Promise<OwedRow[]> {
  const credit = creditNotes(conn);
  const resteExpr = sql<string>`(${factures.montant_ttc} + coalesce(${credit.total}, 0) - ${factures.montant_paye}) * 100`;
  const rows = await conn
    .select({
      id: factures.id,
      type: factures.type,
      client_id: factures.client_id,
      due_at: factures.due_at,
      montant: sql<string>`${factures.montant_ttc} * 100`,
      reste: resteExpr,
    })
    .from(factures)
    .leftJoin(credit, eq(credit.facture_id, factures.id))
    .where(
      and(
        eq(factures.nature, 'facture'),
        isNotNull(factures.numero),
        inArray(factures.statut, [...PAYABLE_FACTURE_STATUTS]),
        sql`${resteExpr} > 0`,
        ids ? inArray(factures.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(factures.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    client_id: row.client_id,
    due_at: row.due_at,
    // numeric × 100 of two-decimal amounts: whole cents, read exactly from their text.
    montant_centimes: Number.parseInt(String(row.montant), 10),
    reste_centimes: Number.parseInt(String(row.reste), 10),
  }));
}

/** What the aged list shows of some invoices: number, period, names. */
export function selectImpayeDetails(conn: Conn, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return conn
    .select({
      id: factures.id,
      numero: factures.numero,
      periode: factures.periode,
      issued_at: factures.issued_at,
      client_prenom: clients.prenom,
      client_nom: clients.nom,
      organisme: mutuelles.nom,
    })
    .from(factures)
    .innerJoin(clients, eq(clients.id, factures.client_id))
    .leftJoin(mutuelles, eq(mutuelles.id, factures.mutuelle_id))
    .where(inArray(factures.id, [...ids]));
}

/** The highest reminder sent for each of `ids` (absent: none). */
export async function highestRelances(conn: Conn, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await conn
    .select({
      facture_id: facture_relances.facture_id,
      niveau: sql<number>`max(${facture_relances.niveau})`.mapWith(Number),
    })
    .from(facture_relances)
    .where(inArray(facture_relances.facture_id, [...ids]))
    .groupBy(facture_relances.facture_id);
  return new Map(rows.map((row) => [row.facture_id, row.niveau]));
}

/** The reminders of one invoice, first level first. */
export function relancesOfFacture(conn: Conn, factureId: number) {
  return conn
    .select()
    .from(facture_relances)
    .where(eq(facture_relances.facture_id, factureId))
    .orderBy(asc(facture_relances.niveau));
}

/**
 * Claims the reminder of one level of an invoice: true when this call wrote it, false when it was
 * already there (another run or another API process sent it).
 */
export async function claimRelance(
  conn: Conn,
  values: typeof facture_relances.$inferInsert,
): Promise<boolean> {
  const rows = await conn
    .insert(facture_relances)
    .values(values)
    .onConflictDoNothing({ target: [facture_relances.facture_id, facture_relances.niveau] })
    .returning({ id: facture_relances.id });
  return rows.length > 0;
}

/** Records that the mail of a claimed reminder went out. */
export async function markRelanceMailed(conn: Conn, factureId: number, niveau: number) {
  await conn
    .update(facture_relances)
    .set({ par_mail: true })
    .where(and(eq(facture_relances.facture_id, factureId), eq(facture_relances.niveau, niveau)));
}
