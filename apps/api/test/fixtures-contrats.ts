import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { contrats_travail } from '../src/db/schema/candidats.ts';
import { documents } from '../src/db/schema/documents.ts';
import type { TestApp } from './helper.ts';

/*
 * Fixture of the tests that need a candidate's work contract without going through its sending
 * and signatures: the contract's PDF row and the contract itself, straight in the database.
 */

type ContratValues = typeof contrats_travail.$inferInsert;

/** A CDI at 12.50 € an hour of `candidatId`, with its unsigned PDF, sent at `sentAt`. */
export async function insertContratTravail(
  t: TestApp,
  contrat: {
    candidatId: number;
    statut: ContratValues['statut'];
    dateDebut: string;
    hoursPerWeek: number;
    sentAt: Date;
    countersignedAt?: Date;
  },
) {
  const db = t.database.db;
  const [document] = await db
    .insert(documents)
    .values({
      document_type_id: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
      candidat_id: contrat.candidatId,
      bucket: 'contrats',
      // Unique per call: a test may give the same candidate several contracts.
      filename: `contrat-${contrat.candidatId}-${Math.random().toString(36).slice(2)}.pdf`,
      original_name: 'contrat.pdf',
      mime_type: 'application/pdf',
      size_bytes: 1000,
    })
    .returning({ id: documents.id });
  await db.insert(contrats_travail).values({
    candidat_id: contrat.candidatId,
    statut: contrat.statut,
    type_contrat: 'CDI',
    date_debut: contrat.dateDebut,
    nb_heures_hebdo: contrat.hoursPerWeek,
    taux_horaire_brut: 12.5,
    document_id: document!.id,
    unsigned_document_sha256: 'a'.repeat(64),
    sent_at: contrat.sentAt,
    ...(contrat.countersignedAt === undefined ? {} : { countersigned_at: contrat.countersignedAt }),
  });
}
