import type { candidatureSchema } from '@maisonnee/contract';
import { isInfoSuppId, isTransportTypeId } from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { documentDto } from '../documents/document-dto.ts';
import { contactOf } from './candidat-dto.ts';
import { etapeIndex } from './candidature-common.ts';
import { findCandidat, findServices } from './candidats.queries.ts';
import { listCandidatDocuments } from './candidat-documents.queries.ts';
import * as q from './candidature.queries.ts';

export type Candidature = z.infer<typeof candidatureSchema>;

/** An application as its candidate sees it again: the answers of every step and the documents. */
export async function candidatureDto(conn: Db | Tx, candidatId: number): Promise<Candidature> {
  const candidat = await findCandidat(conn, candidatId);
  if (!candidat) throw notFound('Candidature introuvable.');
  const [services, infos, documents] = await Promise.all([
    findServices(conn, candidatId),
    q.findInfosSupp(conn, candidatId),
    listCandidatDocuments(conn, candidatId),
  ]);
  const etape = etapeIndex(candidat.candidature_etape) >= 0 ? candidat.candidature_etape : null;
  return {
    id: candidat.id,
    ...contactOf(candidat),
    services: services as Candidature['services'],
    competence_ids: infos?.competence_ids ?? [],
    infos_supp: Object.entries(infos?.reponses ?? {})
      .map(([id, valeur]) => ({ info_supp_id: Number(id), valeur: valeur ?? null }))
      .filter((info) => isInfoSuppId(info.info_supp_id))
      .sort((a, b) => a.info_supp_id - b.info_supp_id),
    transport_type_id: isTransportTypeId(candidat.transport_type_id)
      ? candidat.transport_type_id
      : null,
    rayon_km: candidat.rayon_km,
    disponibilites: (infos?.disponibilites ?? []) as Candidature['disponibilites'],
    experience_annees: infos?.experience_annees ?? null,
    presentation: candidat.presentation,
    etape: etape as Candidature['etape'],
    is_candidature_complete: candidat.candidature_completed_at !== null,
    documents: documents.map((row) => documentDto(row)),
  };
}
