import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brouillons, type BrouillonPayload } from '../../db/schema/devis.ts';

/* Data access for need drafts (brouillons). */

type Conn = Db | Tx;
export type BrouillonRow = typeof brouillons.$inferSelect;
/** The stored payload: the draft fields of section 3, plus the mission a draft extends. */
export type StoredPayload = BrouillonPayload & { mission_id?: number | null };

export async function findBrouillonById(db: Conn, id: number): Promise<BrouillonRow | undefined> {
  const [row] = await db.select().from(brouillons).where(eq(brouillons.id, id)).limit(1);
  return row;
}

export async function listBrouillonsOfClient(db: Conn, clientId: number): Promise<BrouillonRow[]> {
  return db
    .select()
    .from(brouillons)
    .where(eq(brouillons.client_id, clientId))
    .orderBy(desc(brouillons.updated_at), desc(brouillons.id));
}

export async function insertBrouillon(
  db: Conn,
  values: {
    client_id: number;
    kind: 'besoin' | 'planification';
    devis_id: number | null;
    payload: StoredPayload;
  },
): Promise<BrouillonRow> {
  const [row] = await db.insert(brouillons).values(values).returning();
  return row!;
}

export async function updateBrouillon(
  db: Conn,
  id: number,
  values: { kind: 'besoin' | 'planification'; devis_id: number | null; payload: StoredPayload },
): Promise<BrouillonRow> {
  const [row] = await db.update(brouillons).set(values).where(eq(brouillons.id, id)).returning();
  return row!;
}

export async function deleteBrouillon(db: Conn, id: number): Promise<void> {
  await db.delete(brouillons).where(eq(brouillons.id, id));
}
