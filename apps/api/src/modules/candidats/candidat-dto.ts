import {
  disponibiliteSchema,
  type Candidat as CandidatDto,
  type candidatListItemSchema,
} from '@maisonnee/contract';
import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_LABELS,
  CANDIDATURE_ETAPES,
  isCandidatStatutId,
  isSkillId,
  isTransportTypeId,
  type CandidatureEtape,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { personIdentityOf } from '../../lib/person-columns.ts';
import type { CandidatRow } from './candidats.queries.ts';
import * as q from './candidat-dto.queries.ts';

/*
 * A candidate's file as the contract shows it (candidatSchema): the back office sees it whole,
 * with comments and history; the agent sees its own without them. A file made by the agency has
 * no application step (candidature_etape null) and counts as a complete application.
 */

export type CandidatListItem = z.infer<typeof candidatListItemSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A candidate without a status is a fresh application. */
export const statutIdOf = (row: Pick<CandidatRow, 'candidat_statut_id'>) =>
  row.candidat_statut_id ?? CANDIDAT_STATUT.CANDIDATURE_RECUE;

const statutLabelOf = (statutId: number, label: string | null | undefined) =>
  label ?? (isCandidatStatutId(statutId) ? CANDIDAT_STATUT_LABELS[statutId] : '');

/** Complete: the public application was finished, or the agency made the file itself. */
export const isCandidatureComplete = (
  row: Pick<CandidatRow, 'candidature_completed_at' | 'candidature_etape'>,
) => row.candidature_completed_at !== null || row.candidature_etape === null;

const etapeOf = (value: string | null): CandidatureEtape | null =>
  (CANDIDATURE_ETAPES as readonly string[]).includes(value ?? '')
    ? (value as CandidatureEtape)
    : null;

/** The weekly slots kept as the form sent them; anything unreadable is left out. */
function disponibilitesOf(value: unknown): CandidatDto['disponibilites'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slot) => {
    const parsed = disponibiliteSchema.safeParse(slot);
    return parsed.success ? [parsed.data] : [];
  });
}

function infosSuppOf(reponses: Record<string, string | null> | undefined) {
  return Object.entries(reponses ?? {})
    .map(([id, valeur]) => ({ info_supp_id: Number(id), valeur: valeur ?? null }))
    .filter((info) => Number.isInteger(info.info_supp_id) && info.info_supp_id > 0)
    .sort((a, b) => a.info_supp_id - b.info_supp_id);
}

/** Identity, contact and address of a file, as the file and the application show them. */
export function contactOf(c: CandidatRow) {
  return {
    ...personIdentityOf(c),
    fixe: c.fixe,
    date_naissance: c.date_naissance,
    adresse: c.adresse,
    codep: c.codep,
    ville: c.ville,
    country: c.country,
    lat: c.lat,
    lng: c.lng,
  };
}

export function toListItem(
  row: CandidatRow,
  statut: string | null | undefined,
  services: number[],
  noteMoyenne: number | null,
): CandidatListItem {
  const statutId = statutIdOf(row);
  return {
    id: row.id,
    ...personIdentityOf(row),
    codep: row.codep,
    ville: row.ville,
    statut_id: statutId,
    statut: statutLabelOf(statutId, statut),
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    services: services.filter(isSkillId),
    note_moyenne: noteMoyenne === null ? null : round2(noteMoyenne),
  };
}

/**
 * Reads a candidate's file; undefined when there is none. `backOffice` adds the comments and
 * the history (never sent to the agent).
 */
export async function loadCandidatDto(
  conn: Db | Tx,
  id: number,
  options: { backOffice: boolean },
): Promise<CandidatDto | undefined> {
  const file = await q.findCandidatFile(conn, id);
  if (!file) return undefined;
  const { candidat: c, infos } = file;
  const statutId = statutIdOf(c);
  const dto: CandidatDto = {
    id: c.id,
    user_id: file.user?.id ?? null,
    ...contactOf(c),
    profile_photo_path: file.user?.profile_photo_path ?? null,
    statut_id: statutId,
    statut: statutLabelOf(statutId, file.statut),
    is_active: c.is_active,
    services: file.services.filter(isSkillId),
    competence_ids: infos?.competence_ids ?? [],
    infos_supp: infosSuppOf(infos?.reponses),
    transport_type_id: isTransportTypeId(c.transport_type_id) ? c.transport_type_id : null,
    rayon_km: c.rayon_km,
    disponibilites: disponibilitesOf(infos?.disponibilites),
    experience_annees: infos?.experience_annees ?? null,
    presentation: c.presentation,
    is_candidature_complete: isCandidatureComplete(c),
    date_entree: c.date_entree,
    date_sortie: c.date_sortie,
    contrat_signe_at: c.contrat_signed_at?.toISOString() ?? null,
    note_moyenne: file.noteMoyenne === null ? null : round2(file.noteMoyenne),
    nb_avis: file.nbAvis,
    candidature_etape: etapeOf(c.candidature_etape),
    entretien_at: c.entretien_at?.toISOString() ?? null,
    documents_verifies_at: c.documents_verifies_at?.toISOString() ?? null,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
  if (!options.backOffice) return dto;
  const [commentaires, evenements] = await Promise.all([
    q.listCandidatCommentaires(conn, id),
    q.listCandidatEvenements(conn, id),
  ]);
  return {
    ...dto,
    // As on a client's file: a comment whose author's account is gone is not shown.
    commentaires: commentaires.flatMap((row) =>
      row.auteur_id
        ? [
            {
              id: row.id,
              texte: row.texte,
              auteur_id: row.auteur_id,
              auteur_nom: row.auteur_nom ?? '',
              created_at: row.created_at.toISOString(),
            },
          ]
        : [],
    ),
    historique: evenements.map((row) => ({
      id: row.id,
      type: row.type,
      libelle: row.libelle,
      auteur_nom: row.auteur_nom,
      created_at: row.created_at.toISOString(),
    })),
  };
}
