import { ROLE_GROUPS } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notify, type NotificationMessage } from '../notifications/notifications.service.ts';

/*
 * How a candidate is named in lists, messages, history lines and documents, and the notices to the
 * recruitment team that name one.
 */

/** « Prénom Nom » (a file may have no first name yet). */
export const nameOf = (c: { prenom: string | null; nom: string }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

/** « Civilité Prénom Nom », as a contract names the employee. */
export const formalNameOf = (c: { civilite: string | null; prenom: string | null; nom: string }) =>
  [c.civilite, c.prenom, c.nom].filter(Boolean).join(' ');

/** Agents' declarations and candidates' steps are the recruitment team's to handle. */
export const notifyRecruitment = (conn: Db | Tx, message: NotificationMessage) =>
  notify(conn, { plannerRoles: ROLE_GROUPS.RECRUTEMENT }, message);

/** Tells the recruitment team about a candidate; the notice opens the candidate's file. */
export function tellRecruitment(
  conn: Db | Tx,
  candidat: { id: number; prenom: string | null; nom: string },
  message: (about: { candidat: string; candidatId: number }) => NotificationMessage,
) {
  return notifyRecruitment(conn, message({ candidat: nameOf(candidat), candidatId: candidat.id }));
}
