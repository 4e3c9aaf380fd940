import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { isFactureIssued, type FactureStatut } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  depassements,
  facture_lignes,
  factures,
  releves_heures,
} from '../../db/schema/factures.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/* The monthly timesheet's rows (releves_heures) and the overruns agreed (depassements). */

type Conn = Db | Tx;

export type ReleveRow = typeof releves_heures.$inferSelect;
export type NewReleveRow = typeof releves_heures.$inferInsert;
export type DepassementRow = typeof depassements.$inferSelect;

/** Adds the lines of interventions not in the timesheet yet; returns the ids of those it added. */
export async function insertReleveLines(db: Conn, rows: NewReleveRow[]): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(releves_heures)
    .values(rows)
    .onConflictDoNothing({ target: releves_heures.intervention_id })
    .returning({ id: releves_heures.id });
}

/** Intervention ids already in the timesheet, among these. */
export async function interventionIdsWithLine(db: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: releves_heures.intervention_id })
    .from(releves_heures)
    // One array parameter: the hourly job asks for pages of 1,000 ids, and drizzle's inArray
    // builds one parameter per id.
    .where(sql`${releves_heures.intervention_id} = any(${sql.param(ids)}::int[])`);
  return new Set(rows.map((row) => row.id));
}

/** Lines still to confirm whose deadline passed become confirme_auto. */
export async function autoConfirm(
  db: Conn,
  now: Date,
  scope: { clientId?: number | undefined; periode?: string | undefined } = {},
): Promise<ReleveRow[]> {
  return db
    .update(releves_heures)
    .set({ statut: 'confirme_auto', updated_at: now })
    .where(
      and(
        eq(releves_heures.statut, 'a_confirmer'),
        lte(releves_heures.date_limite, now),
        scope.clientId === undefined ? undefined : eq(releves_heures.client_id, scope.clientId),
        scope.periode === undefined ? undefined : eq(releves_heures.periode, scope.periode),
      ),
    )
    .returning();
}

export function selectLines(db: Conn, where: SQL | undefined) {
  return db
    .select()
    .from(releves_heures)
    .where(where)
    .orderBy(asc(releves_heures.periode), asc(releves_heures.id));
}

/** A client's lines of the month, or only those of `ids`. */
export const linesOfMonth = (db: Conn, clientId: number, periode: string, ids?: number[]) =>
  selectLines(
    db,
    and(
      eq(releves_heures.client_id, clientId),
      eq(releves_heures.periode, periode),
      ids ? inArray(releves_heures.id, ids) : undefined,
    ),
  );

export async function findLine(db: Conn, id: number): Promise<ReleveRow | undefined> {
  const [row] = await db.select().from(releves_heures).where(eq(releves_heures.id, id));
  return row;
}

/** Locks a line for a change (the answer and the agency's ruling do not cross). */
export async function findLineForUpdate(db: Tx, id: number): Promise<ReleveRow | undefined> {
  const [row] = await db
    .select()
    .from(releves_heures)
    .where(eq(releves_heures.id, id))
    .for('update');
  return row;
}

export async function updateLines(
  db: Conn,
  ids: number[],
  set: Partial<NewReleveRow>,
): Promise<ReleveRow[]> {
  if (ids.length === 0) return [];
  return db.update(releves_heures).set(set).where(inArray(releves_heures.id, ids)).returning();
}

/** Months of a client's timesheet, the most recent first. */
export function periodesOfClient(db: Conn, clientId: number) {
  return db
    .select({
      periode: releves_heures.periode,
      nb_lignes: count(),
      nb_a_confirmer:
        sql<number>`count(*) filter (where ${releves_heures.statut} = 'a_confirmer')`.mapWith(
          Number,
        ),
      date_limite: sql<Date | null>`max(${releves_heures.date_limite})`.mapWith((value: unknown) =>
        value === null ? null : new Date(value as string),
      ),
    })
    .from(releves_heures)
    .where(eq(releves_heures.client_id, clientId))
    .groupBy(releves_heures.periode)
    .orderBy(desc(releves_heures.periode));
}

/** Clients with at least one line in the month. */
export async function clientIdsOfMonth(db: Conn, periode: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: releves_heures.client_id })
    .from(releves_heures)
    .where(eq(releves_heures.periode, periode))
    .orderBy(asc(releves_heures.client_id));
  return rows.map((row) => row.id);
}

/** Per client with lines of the month still to confirm: the latest deadline among them. */
export async function openLinesOfMonthByClient(
  db: Conn,
  periode: string,
): Promise<{ clientId: number; dateLimite: Date }[]> {
  const rows = await db
    .select({
      clientId: releves_heures.client_id,
      dateLimite: sql<Date>`max(${releves_heures.date_limite})`.mapWith(
        (value: unknown) => new Date(value as string),
      ),
    })
    .from(releves_heures)
    .where(and(eq(releves_heures.periode, periode), eq(releves_heures.statut, 'a_confirmer')))
    .groupBy(releves_heures.client_id)
    .orderBy(asc(releves_heures.client_id));
  return rows;
}

/** Every client's lines (accounting), newest month first, with the client's name. */
export async function listLines(
  db: Conn,
  filter: { periode?: string | undefined; statut?: ReleveRow['statut'] | undefined },
  page: { page: number; limit: number },
) {
  const where = and(
    filter.periode === undefined ? undefined : eq(releves_heures.periode, filter.periode),
    filter.statut === undefined ? undefined : eq(releves_heures.statut, filter.statut),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ line: releves_heures, client_nom: clients.nom, client_prenom: clients.prenom })
      .from(releves_heures)
      .innerJoin(clients, eq(clients.id, releves_heures.client_id))
      .where(where)
      .orderBy(desc(releves_heures.periode), asc(clients.nom), asc(releves_heures.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(releves_heures).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The invoice billing a timesheet line's intervention, as the timesheet rules read it. */
export interface InvoiceOfLine {
  factureId: number;
  statut: FactureStatut;
  numero: string | null;
}

/**
 * The invoice (not cancelled) already billing each intervention: an issued one (which freezes
 * the line) rather than a draft.
 */
export async function facturesOfInterventions(
  db: Conn,
  interventionIds: number[],
): Promise<Map<number, InvoiceOfLine>> {
  if (interventionIds.length === 0) return new Map();
  const rows = await db
    .select({
      interventionId: facture_lignes.intervention_id,
      factureId: factures.id,
      statut: factures.statut,
      numero: factures.numero,
    })
    .from(facture_lignes)
    .innerJoin(factures, eq(factures.id, facture_lignes.facture_id))
    .where(
      and(
        inArray(facture_lignes.intervention_id, interventionIds),
        eq(factures.nature, 'facture'),
        ne(factures.statut, 'annulee'),
      ),
    )
    .orderBy(asc(factures.id));
  const found = new Map<number, InvoiceOfLine>();
  for (const { interventionId, ...invoice } of rows) {
    if (interventionId === null) continue;
    const known = found.get(interventionId);
    if (!known || !isFactureIssued(known)) found.set(interventionId, invoice);
  }
  return found;
}

export async function insertDepassement(
  db: Conn,
  values: typeof depassements.$inferInsert,
): Promise<DepassementRow> {
  const [row] = await db.insert(depassements).values(values).returning();
  return row!;
}

/** Overruns a client agreed during [from, to). */
export function depassementsOfClient(db: Conn, clientId: number, from: Date, to: Date) {
  return db
    .select()
    .from(depassements)
    .where(
      and(
        eq(depassements.client_id, clientId),
        gte(depassements.created_at, from),
        lt(depassements.created_at, to),
      ),
    )
    .orderBy(asc(depassements.created_at), asc(depassements.id));
}

/**
 * The clients one of whose accounts already has this notification (same title and page): those
 * already told their timesheet of the month is ready. A read of the notifications the job wrote.
 */
export async function clientsWithNotification(
  db: Conn,
  title: string,
  landingPage: string,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ clientId: users.client_id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(
      and(
        isNotNull(users.client_id),
        eq(notifications.title, title),
        eq(notifications.landing_page, landingPage),
      ),
    );
  return new Set(rows.map((row) => row.clientId!));
}

/** "Prénom Nom" of a client, for the agency's task and notification. */
export async function clientName(db: Conn, clientId: number): Promise<string> {
  const [row] = await db
    .select({ nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ? [row.prenom, row.nom].filter(Boolean).join(' ') : `Client ${clientId}`;
}
