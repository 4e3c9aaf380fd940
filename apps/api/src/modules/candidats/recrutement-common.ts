import type { Candidat as CandidatDto } from '@maisonnee/contract';
import {
  CANDIDAT_STATUT_LABELS,
  isCandidatStatutId,
  isCompetenceId,
  isInfoSuppId,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { loadCandidatDto, toListItem, type CandidatListItem } from './candidat-dto.ts';
import * as dq from './candidat-dto.queries.ts';
import { isEmailTaken } from './candidature.queries.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './recrutement.queries.ts';

/*
 * What the recruitment back office's operations share: loading a file (404 when missing), the
 * file and list rows as the contract shows them, the catalogue and e-mail checks of a change.
 */

type Conn = Db | Tx;

/** A page of a list, as `paginated()` answers it. */
export type Paginated<T> = { items: T[]; page: number; limit: number; total: number };

export const statutLabel = (id: number) =>
  isCandidatStatutId(id) ? CANDIDAT_STATUT_LABELS[id] : '';

export async function requireCandidat(conn: Conn, id: number) {
  const row = await findCandidat(conn, id);
  if (!row) throw notFound('Candidat introuvable.');
  return row;
}

/** The file as the contract shows it; the back office also sees comments and history. */
export async function candidatDtoOf(
  conn: Conn,
  id: number,
  backOffice: boolean,
): Promise<CandidatDto> {
  const dto = await loadCandidatDto(conn, id, { backOffice });
  if (!dto) throw notFound('Candidat introuvable.');
  return dto;
}

/** Rows of a search as list items, with their services and average rating. */
export async function listItemsOf(
  conn: Conn,
  rows: q.CandidatListRow[],
): Promise<CandidatListItem[]> {
  const ids = rows.map((row) => row.candidat.id);
  const [services, ratings] = await Promise.all([
    dq.servicesOfCandidats(conn, ids),
    dq.ratingsOfCandidats(conn, ids),
  ]);
  return rows.map((row) =>
    toListItem(
      row.candidat,
      row.statut,
      services.get(row.candidat.id) ?? [],
      ratings.get(row.candidat.id) ?? null,
    ),
  );
}

/** Unknown finer skills or extra-information ids: 400 naming the field. */
export function checkCatalogueIds(body: {
  competence_ids?: number[] | undefined;
  infos_supp?: { info_supp_id: number }[] | undefined;
}) {
  const fields: Record<string, string> = {};
  if (body.competence_ids?.some((id) => !isCompetenceId(id)))
    fields.competence_ids = 'Compétence inconnue.';
  if (body.infos_supp?.some((info) => !isInfoSuppId(info.info_supp_id)))
    fields.infos_supp = 'Information complémentaire inconnue.';
  if (
    body.infos_supp &&
    new Set(body.infos_supp.map((info) => info.info_supp_id)).size !== body.infos_supp.length
  )
    fields.infos_supp ??= 'Chaque information complémentaire une seule fois.';
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Certaines valeurs ne sont pas dans les listes proposées.');
}

/** The extra answers of a file, kept by question id. */
export const reponsesOf = (infos: { info_supp_id: number; valeur: string | null }[]) =>
  Object.fromEntries(infos.map((info) => [String(info.info_supp_id), info.valeur]));

/** 409 EMAIL_ALREADY_USED when another file has this e-mail. */
export async function assertEmailFree(conn: Tx, email: string, exceptId?: number) {
  if ((await q.findCandidatIdByEmail(conn, email, exceptId)) !== undefined) {
    throw refusal(
      'EMAIL_ALREADY_USED',
      'Cette adresse e-mail est déjà celle d’un autre candidat ou agent.',
    );
  }
}

/**
 * The agent editing its own file meets the rule of the public application (issue 22, point 17):
 * 409 EMAIL_ALREADY_USED when another file or another account (not its own) has this e-mail.
 * The agency keeps `assertEmailFree`: it may give a file the address of a client's account on
 * purpose (the agent space is then added to that account, `inviteAgentUser`).
 */
export async function assertEmailFreeForAgent(conn: Tx, email: string, candidatId: number) {
  if (await isEmailTaken(conn, email, candidatId)) {
    throw refusal(
      'EMAIL_ALREADY_USED',
      'Cette adresse e-mail est déjà celle d’un autre compte ou d’une autre candidature : indiquez votre propre adresse.',
    );
  }
}
