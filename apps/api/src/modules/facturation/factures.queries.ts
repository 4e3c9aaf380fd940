import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PAYABLE_FACTURE_STATUTS } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { facture_lignes, facture_sequences, factures } from '../../db/schema/factures.ts';
import { interventions } from '../../db/schema/interventions.ts';

/* Data access for invoices, their lines and their numbering. No business rule here. */

type Conn = Db | Tx;

export type FactureRow = typeof factures.$inferSelect;
export type NewFactureRow = typeof factures.$inferInsert;
export type FactureLigneRow = typeof facture_lignes.$inferSelect;
export type NewFactureLigneRow = Omit<typeof facture_lignes.$inferInsert, 'facture_id'>;

export async function insertFacture(
  conn: Conn,
  values: NewFactureRow,
  lignes: readonly NewFactureLigneRow[],
): Promise<FactureRow> {
  const [row] = await conn.insert(factures).values(values).returning();
  await insertLignes(conn, row!.id, lignes);
  return row!;
}

async function insertLignes(conn: Conn, factureId: number, lignes: readonly NewFactureLigneRow[]) {
  if (lignes.length === 0) return;
  await conn
    .insert(facture_lignes)
    .values(lignes.map((ligne, position) => ({ ...ligne, facture_id: factureId, position })));
}

export async function replaceLignes(
  conn: Conn,
  factureId: number,
  lignes: readonly NewFactureLigneRow[],
): Promise<void> {
  await conn.delete(facture_lignes).where(eq(facture_lignes.facture_id, factureId));
  await insertLignes(conn, factureId, lignes);
}

export async function updateFacture(
  conn: Conn,
  id: number,
  values: Partial<NewFactureRow>,
): Promise<FactureRow | undefined> {
  const [row] = await conn
    .update(factures)
    .set({ ...values, updated_at: new Date() })
    .where(eq(factures.id, id))
    .returning();
  return row;
}

export async function findFactureById(conn: Conn, id: number): Promise<FactureRow | undefined> {
  const [row] = await conn.select().from(factures).where(eq(factures.id, id));
  return row;
}

/** Locks the invoice row for the rest of the transaction. */
export async function lockFacture(tx: Tx, id: number): Promise<FactureRow | undefined> {
  const [row] = await tx.select().from(factures).where(eq(factures.id, id)).for('update');
  return row;
}

export async function findLignes(
  conn: Conn,
  factureIds: readonly number[],
): Promise<Map<number, FactureLigneRow[]>> {
  const byFacture = new Map<number, FactureLigneRow[]>();
  if (factureIds.length === 0) return byFacture;
  const rows = await conn
    .select()
    .from(facture_lignes)
    .where(inArray(facture_lignes.facture_id, [...factureIds]))
    .orderBy(asc(facture_lignes.position), asc(facture_lignes.id));
  for (const row of rows) {
    const list = byFacture.get(row.facture_id) ?? [];
    list.push(row);
    byFacture.set(row.facture_id, list);
  }
  return byFacture;
}

/** Names of clients ('Prénom Nom'), by id. */
export async function clientNames(
  conn: Conn,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(inArray(clients.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, [r.prenom, r.nom].filter(Boolean).join(' ')]));
}

/** Numbers of some invoices (a credit note names the invoice it corrects). */
export async function numerosOf(conn: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({ id: factures.id, numero: factures.numero })
    .from(factures)
    .where(inArray(factures.id, [...new Set(ids)]));
  return new Map(rows.filter((r) => r.numero).map((r) => [r.id, r.numero!]));
}

/** The live (not cancelled) invoice of a client, month and payer, if any. */
export async function findLiveFacture(
  conn: Conn,
  clientId: number,
  periode: string,
  type: 'client' | 'mutuelle',
  mutuelleId: number | null,
): Promise<FactureRow | undefined> {
  const [row] = await conn
    .select()
    .from(factures)
    .where(
      and(
        eq(factures.client_id, clientId),
        eq(factures.periode, periode),
        eq(factures.type, type),
        sql`coalesce(${factures.mutuelle_id}, 0) = ${mutuelleId ?? 0}`,
        eq(factures.nature, 'facture'),
        ne(factures.statut, 'annulee'),
      ),
    );
  return row;
}

/**
 * Minutes already billed to the mutuelle for a mission on other months than `periode`: lines of
 * its live 'mutuelle' invoices, net of the minutes given back by credit notes of invoices still
 * live (the month being billed is priced again in full, so generating twice finds the same split).
 */
export async function minutesBilledToMutuelle(
  conn: Conn,
  missionId: number,
  periode: string,
): Promise<number> {
  const original = sql`(select o.statut from factures o where o.id = ${factures.avoir_de_facture_id})`;
  const [row] = await conn
    .select({ minutes: sql<string | null>`sum(${facture_lignes.minutes})` })
    .from(facture_lignes)
    .innerJoin(factures, eq(factures.id, facture_lignes.facture_id))
    .innerJoin(interventions, eq(interventions.id, facture_lignes.intervention_id))
    .where(
      and(
        eq(factures.type, 'mutuelle'),
        eq(interventions.mission_id, missionId),
        ne(factures.periode, periode),
        isNotNull(facture_lignes.minutes),
        or(
          and(eq(factures.nature, 'facture'), ne(factures.statut, 'annulee')),
          and(eq(factures.nature, 'avoir'), sql`${original} <> 'annulee'`),
        ),
      ),
    );
  return Number(row?.minutes ?? 0);
}

/** Sum of the credit notes already issued for an invoice (negative euros). */
export async function creditedTotal(conn: Conn, factureId: number): Promise<number> {
  const [row] = await conn
    .select({ total: sql<string | null>`sum(${factures.montant_ttc})` })
    .from(factures)
    .where(eq(factures.avoir_de_facture_id, factureId));
  return Number(row?.total ?? 0);
}

/**
 * A client's issued invoices still waiting for money (its own, not the insurer's, not credit
 * notes), the oldest due first.
 */
export function openFacturesOfClient(conn: Conn, clientId: number) {
  return conn
    .select()
    .from(factures)
    .where(
      and(
        eq(factures.client_id, clientId),
        eq(factures.type, 'client'),
        eq(factures.nature, 'facture'),
        isNotNull(factures.numero),
        inArray(factures.statut, [...PAYABLE_FACTURE_STATUTS]),
      ),
    )
    .orderBy(sql`${factures.due_at} asc nulls last`, asc(factures.id));
}

/** What the credit notes of each invoice take off, cents (positive); absent when none. */
export async function creditedCentsOf(
  conn: Conn,
  factureIds: readonly number[],
): Promise<Map<number, number>> {
  if (factureIds.length === 0) return new Map();
  const rows = await conn
    .select({
      id: factures.avoir_de_facture_id,
      total: sql<string>`sum(${factures.montant_ttc})`,
    })
    .from(factures)
    .where(inArray(factures.avoir_de_facture_id, [...new Set(factureIds)]))
    .groupBy(factures.avoir_de_facture_id);
  return new Map(rows.map((r) => [r.id!, -Math.round(Number(r.total) * 100)]));
}

/** The issued credit notes of an invoice, oldest first (its history, docs/paiements.md). */
export function issuedAvoirsOf(conn: Conn, factureId: number) {
  return conn
    .select()
    .from(factures)
    .where(and(eq(factures.avoir_de_facture_id, factureId), isNotNull(factures.numero)))
    .orderBy(asc(factures.issued_at), asc(factures.id));
}

/**
 * Gapless numbering: takes the next number of a series and year inside the caller's transaction
 * (the row stays locked until it ends, a rollback gives the number back).
 */
export async function nextNumber(tx: Tx, serie: string, annee: number): Promise<number> {
  const [row] = await tx
    .insert(facture_sequences)
    .values({ serie, annee, dernier: 1 })
    .onConflictDoUpdate({
      target: [facture_sequences.serie, facture_sequences.annee],
      set: { dernier: sql`${facture_sequences.dernier} + 1` },
    })
    .returning({ dernier: facture_sequences.dernier });
  return row!.dernier;
}

export interface ListFilters {
  type?: 'client' | 'mutuelle';
  from?: Date;
  to?: Date;
  name?: string;
  page: number;
  limit: number;
}

export async function listFactures(conn: Conn, filters: ListFilters) {
  const where: SQL[] = [];
  if (filters.type) where.push(eq(factures.type, filters.type));
  const when = sql`coalesce(${factures.issued_at}, ${factures.created_at})`;
  if (filters.from) where.push(sql`${when} >= ${filters.from.toISOString()}`);
  if (filters.to) where.push(sql`${when} < ${filters.to.toISOString()}`);
  if (filters.name) {
    const pattern = `%${filters.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(clients.nom, pattern), ilike(clients.prenom, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  // Every invoice has its client (not null, foreign key): the join only serves the name filter,
  // and without it the page walks the (created_at, id) index backwards instead of joining all.
  const counted = filters.name
    ? conn
        .select({ total: sql<number>`count(*)::int` })
        .from(factures)
        .innerJoin(clients, eq(clients.id, factures.client_id))
        .where(condition)
    : conn
        .select({ total: sql<number>`count(*)::int` })
        .from(factures)
        .where(condition);
  const page = filters.name
    ? conn
        .select({ facture: factures })
        .from(factures)
        .innerJoin(clients, eq(clients.id, factures.client_id))
        .where(condition)
    : conn.select({ facture: factures }).from(factures).where(condition);
  const [[count], rows] = await Promise.all([
    counted,
    page
      .orderBy(desc(factures.created_at), desc(factures.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
  ]);
  return { rows: rows.map((r) => r.facture), total: Number(count?.total ?? 0) };
}

export async function listClientFactures(
  conn: Conn,
  clientId: number,
  filters: { start: string; end: string; statuts?: string[]; type?: 'client' | 'mutuelle' },
): Promise<FactureRow[]> {
  const where: SQL[] = [
    eq(factures.client_id, clientId),
    lte(factures.date_debut, filters.end),
    gte(factures.date_fin, filters.start),
  ];
  if (filters.type) where.push(eq(factures.type, filters.type));
  if (filters.statuts)
    where.push(inArray(factures.statut, filters.statuts as FactureRow['statut'][]));
  return conn
    .select()
    .from(factures)
    .where(and(...where))
    .orderBy(asc(factures.date_debut), asc(factures.id));
}

/** Payable invoices of clients (not mutuelles) whose retry date has come. */
export async function facturesDueForRetry(conn: Conn, now: Date, limit = 200): Promise<number[]> {
  const rows = await conn
    .select({ id: factures.id })
    .from(factures)
    .where(
      and(
        isNotNull(factures.paiement_relance_at),
        lte(factures.paiement_relance_at, now),
        eq(factures.nature, 'facture'),
        inArray(factures.statut, [...PAYABLE_FACTURE_STATUTS]),
        ne(factures.type, 'mutuelle'),
      ),
    )
    .orderBy(asc(factures.paiement_relance_at))
    .limit(limit);
  return rows.map((row) => row.id);
}
