import { and, asc, desc, eq, gte, inArray, isNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  devis,
  devis_detail_horaires,
  devis_details,
  type Devis,
  type NewDevis,
} from '../../db/schema/devis.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Data access for quotes (devis), their lines and slots, and the e-mail of a client's accounts.
 * Functions take `db` or a transaction first; no business rule here.
 */

type Conn = Db | Tx;

export type DevisRow = Devis;
export type DevisDetailRow = typeof devis_details.$inferSelect;
export type DevisHoraireRow = typeof devis_detail_horaires.$inferSelect;
export type DevisDetailWithHoraires = DevisDetailRow & { horaires: DevisHoraireRow[] };

export interface NewDevisLine {
  detail: Omit<typeof devis_details.$inferInsert, 'devis_id'>;
  horaires: { day: number; time_debut: string; time_fin: string }[];
}

export async function findDevisById(db: Conn, id: number): Promise<DevisRow | undefined> {
  const [row] = await db.select().from(devis).where(eq(devis.id, id)).limit(1);
  return row;
}

/** The devis row locked until the end of the transaction (signing, deleting). */
export async function lockDevis(tx: Tx, id: number): Promise<DevisRow | undefined> {
  const [row] = await tx.select().from(devis).where(eq(devis.id, id)).for('update').limit(1);
  return row;
}

/** Lines of the given quotes with their slots, in position order. */
export async function findDevisLines(
  db: Conn,
  devisIds: number[],
): Promise<Map<number, DevisDetailWithHoraires[]>> {
  const byDevis = new Map<number, DevisDetailWithHoraires[]>();
  if (devisIds.length === 0) return byDevis;
  const details = await db
    .select()
    .from(devis_details)
    .where(inArray(devis_details.devis_id, devisIds))
    .orderBy(asc(devis_details.position), asc(devis_details.id));
  const horaires =
    details.length === 0
      ? []
      : await db
          .select()
          .from(devis_detail_horaires)
          .where(
            inArray(
              devis_detail_horaires.devis_detail_id,
              details.map((d) => d.id),
            ),
          )
          .orderBy(asc(devis_detail_horaires.day), asc(devis_detail_horaires.time_debut));
  for (const detail of details) {
    const list = byDevis.get(detail.devis_id) ?? [];
    list.push({ ...detail, horaires: horaires.filter((h) => h.devis_detail_id === detail.id) });
    byDevis.set(detail.devis_id, list);
  }
  return byDevis;
}

/** The quotes of a client not deleted that meet `conditions`. */
function selectLiveDevisOfClient(db: Conn, clientId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select()
    .from(devis)
    .where(and(eq(devis.client_id, clientId), isNull(devis.deleted_at), ...conditions));
}

/** Quotes of a client, newest first, deleted ones left out; drafts only when asked. */
export async function listDevisOfClient(
  db: Conn,
  clientId: number,
  options: { includeBrouillons: boolean },
): Promise<DevisRow[]> {
  return selectLiveDevisOfClient(
    db,
    clientId,
    options.includeBrouillons ? undefined : ne(devis.statut, 'brouillon'),
  ).orderBy(desc(devis.created_at), desc(devis.id));
}

/**
 * Inserts a quote with its lines and slots; the reference is built from the id
 * (`<prefix>-<year>-<id on 6 digits>`).
 */
export async function insertDevisWithLines(
  tx: Tx,
  values: Omit<NewDevis, 'reference'>,
  lines: NewDevisLine[],
  referencePrefix: string,
): Promise<number> {
  const provisional = `TMP-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await tx
    .insert(devis)
    .values({ ...values, reference: provisional })
    .returning({ id: devis.id, created_at: devis.created_at });
  const id = row!.id;
  const year = row!.created_at.getUTCFullYear();
  await tx
    .update(devis)
    .set({ reference: `${referencePrefix}-${year}-${String(id).padStart(6, '0')}` })
    .where(eq(devis.id, id));
  for (const [position, line] of lines.entries()) {
    const [detail] = await tx
      .insert(devis_details)
      .values({ ...line.detail, devis_id: id, position })
      .returning({ id: devis_details.id });
    if (line.horaires.length > 0) {
      await tx
        .insert(devis_detail_horaires)
        .values(line.horaires.map((h) => ({ ...h, devis_detail_id: detail!.id })));
    }
  }
  return id;
}

/** Serialises the need submissions of one client until the end of the transaction. */
export async function lockBesoinSubmissions(tx: Tx, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BESOIN_LOCK_KEY}, ${clientId})`);
}
const BESOIN_LOCK_KEY = 9_009;

/**
 * Quotes built from a need of this client by this user since `since`, still waiting for the
 * signature (the candidates of a repeated submission).
 */
export function findRecentBesoinDevis(
  db: Conn,
  where: {
    clientId: number;
    userId: number;
    missionId: number | null;
    since: Date;
    referencePrefix: string;
  },
): Promise<DevisRow[]> {
  return selectLiveDevisOfClient(
    db,
    where.clientId,
    eq(devis.created_by_user_id, where.userId),
    where.missionId === null ? isNull(devis.mission_id) : eq(devis.mission_id, where.missionId),
    eq(devis.statut, 'en_attente_signature'),
    gte(devis.sent_at, where.since),
    like(devis.reference, `${where.referencePrefix}-%`),
  ).orderBy(desc(devis.id));
}

export async function updateDevis(
  db: Conn,
  id: number,
  changes: Partial<NewDevis>,
): Promise<DevisRow | undefined> {
  const [row] = await db.update(devis).set(changes).where(eq(devis.id, id)).returning();
  return row;
}

/** E-mail of the client's own account, else the client record's. */
export async function findClientUserEmails(db: Conn, clientId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.is_active, true)));
}
