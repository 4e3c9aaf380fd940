import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { avance_demandes, avance_inscriptions } from '../../db/schema/avance.ts';

/*
 * Data access of the immediate advance (docs/avance-immediate.md): the only code that writes
 * `avance_inscriptions` and `avance_demandes`. No business rule here.
 */

type Conn = Db | Tx;

export type InscriptionRow = typeof avance_inscriptions.$inferSelect;
export type DemandeRow = typeof avance_demandes.$inferSelect;
export type NewDemandeRow = typeof avance_demandes.$inferInsert;

export async function findInscription(
  conn: Conn,
  clientId: number,
): Promise<InscriptionRow | undefined> {
  const [row] = await conn
    .select()
    .from(avance_inscriptions)
    .where(eq(avance_inscriptions.client_id, clientId))
    .limit(1);
  return row;
}

/** Writes the family's registration (a refused one is replaced by the next attempt). */
export async function upsertInscription(
  conn: Conn,
  values: typeof avance_inscriptions.$inferInsert,
): Promise<InscriptionRow> {
  const [row] = await conn
    .insert(avance_inscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: avance_inscriptions.client_id,
      set: {
        statut: values.statut,
        id_client_urssaf: values.id_client_urssaf ?? null,
        date_naissance: values.date_naissance,
        consentement_at: values.consentement_at,
        donnees: values.donnees,
        refus_code: values.refus_code ?? null,
        refus_message: values.refus_message ?? null,
        by_user_id: values.by_user_id ?? null,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function findDemandeOfFacture(
  conn: Conn,
  factureId: number,
): Promise<DemandeRow | undefined> {
  const [row] = await conn
    .select()
    .from(avance_demandes)
    .where(eq(avance_demandes.facture_id, factureId))
    .limit(1);
  return row;
}

/** The invoice's request, created once (a second call finds the first). */
export async function insertDemande(conn: Conn, values: NewDemandeRow): Promise<DemandeRow | null> {
  const [row] = await conn
    .insert(avance_demandes)
    .values(values)
    .onConflictDoNothing({ target: avance_demandes.facture_id })
    .returning();
  return row ?? null;
}

export async function updateDemande(
  conn: Conn,
  id: number,
  values: Partial<NewDemandeRow>,
): Promise<DemandeRow | undefined> {
  const [row] = await conn
    .update(avance_demandes)
    .set(values)
    .where(eq(avance_demandes.id, id))
    .returning();
  return row;
}

/**
 * Claims, for one run, the open requests not polled since `before` (oldest first): the
 * conditional update stamps `polled_at`, so a second instance running at the same time skips the
 * requests the first one took.
 */
export async function claimOpenDemandes(
  conn: Conn,
  ids: readonly number[],
  before: Date,
  at: Date,
): Promise<DemandeRow[]> {
  if (ids.length === 0) return [];
  return conn
    .update(avance_demandes)
    .set({ polled_at: at })
    .where(
      and(
        sql`${avance_demandes.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        or(isNull(avance_demandes.polled_at), lt(avance_demandes.polled_at, before)),
      ),
    )
    .returning();
}

/** Requests still to ask URSSAF about (or to transmit again), oldest poll first. */
export async function openDemandeIds(conn: Conn, before: Date, limit: number): Promise<number[]> {
  const rows = await conn
    .select({ id: avance_demandes.id })
    .from(avance_demandes)
    .where(
      and(
        or(isNull(avance_demandes.polled_at), lt(avance_demandes.polled_at, before)),
        or(
          and(isNull(avance_demandes.statut_code), isNull(avance_demandes.action_signalee_at)),
          sql`${avance_demandes.statut_code} not in ('40', '60', '70', '110', '111', '112', '120')`,
          // Paid but not yet in the ledger, or refused but not yet told: finish the work.
          and(eq(avance_demandes.statut_code, '70'), isNull(avance_demandes.reglement_id)),
          and(
            sql`${avance_demandes.statut_code} in ('40', '60')`,
            isNull(avance_demandes.action_signalee_at),
          ),
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${avance_demandes.polled_at}, ${avance_demandes.created_at})`))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The request locked until the transaction ends (its payment is recorded once). */
export async function lockDemande(tx: Tx, id: number): Promise<DemandeRow | undefined> {
  const [row] = await tx
    .select()
    .from(avance_demandes)
    .where(eq(avance_demandes.id, id))
    .for('update');
  return row;
}

/** What URSSAF advanced on each of the given invoices (paid requests only), cents. */
export async function avanceOfFactures(
  conn: Conn,
  factureIds: readonly number[],
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (factureIds.length === 0) return map;
  const rows = await conn
    .select({ factureId: avance_demandes.facture_id, avance: avance_demandes.avance_centimes })
    .from(avance_demandes)
    .where(
      and(
        sql`${avance_demandes.facture_id} in (${sql.join(
          factureIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`${avance_demandes.reglement_id} is not null`,
      ),
    );
  for (const row of rows) map.set(row.factureId, row.avance);
  return map;
}
