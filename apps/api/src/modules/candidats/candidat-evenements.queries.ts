import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidat_evenements, candidats } from '../../db/schema/index.ts';

/*
 * The history of a candidate's file (docs/recrutement.md), written beside each event in the
 * caller's transaction: the application, status changes, documents checked, the contract sent,
 * signed, countersigned or cancelled. The back-office file lists it, newest first.
 */

export type CandidatEvenementType =
  | 'candidature'
  | 'candidature_etape'
  | 'statut'
  | 'entretien'
  | 'documents_verifies'
  | 'document'
  | 'commentaire'
  | 'contrat_envoye'
  | 'contrat_signe'
  | 'contrat_contresigne'
  | 'contrat_annule'
  | 'interet_annonce'
  | 'fiche';

export async function recordCandidatEvenement(
  conn: Db | Tx,
  event: {
    candidatId: number;
    type: CandidatEvenementType;
    libelle: string;
    userId?: number | null;
  },
): Promise<void> {
  await conn.insert(candidat_evenements).values({
    candidat_id: event.candidatId,
    type: event.type,
    libelle: event.libelle,
    user_id: event.userId ?? null,
  });
}

/** The version of a candidate's application links (null: no such file). */
export async function findCandidatureLinkVersion(
  conn: Db | Tx,
  candidatId: number,
): Promise<number | null> {
  const [row] = await conn
    .select({ version: candidats.candidature_link_version })
    .from(candidats)
    .where(eq(candidats.id, candidatId));
  return row?.version ?? null;
}
