import type { Db, Tx } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { ADDRESS_COLUMNS, sentFieldsOf } from '../../lib/person-columns.ts';
import * as q from './clients.queries.ts';

/*
 * The client record as other modules need it: accounts create it at sign-up and deactivate it,
 * quotes and drafts check that a client or an insurer exists. Only the clients module writes the
 * `clients` table; these functions take the caller's transaction when there is one.
 */

export type NewClientRecord = q.NewClientRow;

/** Creates the client record of a new client account; returns its id. */
export function createClientRecord(conn: Db | Tx, values: NewClientRecord): Promise<number> {
  return q.insertClient(conn, values);
}

/** Marks a client inactive; false when there is no such client. */
export function deactivateClientRecord(conn: Db | Tx, clientId: number): Promise<boolean> {
  return q.deactivateClientRecord(conn, clientId);
}

/** Adds a team comment to a client's file (a quote marked refused with its reason). */
export function addClientCommentaire(
  conn: Db | Tx,
  values: { client_id: number; author_user_id: number; commentaire: string },
): Promise<void> {
  return q.insertCommentaire(conn, values);
}

/**
 * Adds a recruitment comment to a candidate's file (comments of both kinds live in the clients
 * module's `commentaires` table); returns its id. Takes the caller's transaction.
 */
export function addCandidatCommentaire(
  conn: Db | Tx,
  values: { candidat_id: number; author_user_id: number; commentaire: string },
): Promise<number> {
  return q.insertCandidatCommentaire(conn, values);
}

/** Deletes a comment on a candidate's file; false when there is none with this id. */
export function deleteCandidatCommentaire(conn: Db | Tx, id: number): Promise<boolean> {
  return q.deleteCandidatCommentaire(conn, id);
}

/** The address fields a client's own account shares with its client record. */
type SharedAddress = Partial<Pick<NewClientRecord, (typeof ADDRESS_COLUMNS)[number]>>;

/**
 * A client changing its address (or placing it: lat/lng) in its profile changes the client record
 * too: agents' check-in, the search around a point and planning read the record, not the account.
 */
export async function copyAddressToClientRecord(
  conn: Db | Tx,
  clientId: number,
  changes: SharedAddress,
): Promise<void> {
  const values: SharedAddress = sentFieldsOf(changes, ADDRESS_COLUMNS);
  if (Object.keys(values).length > 0) await q.updateClient(conn, clientId, values);
}

/** The client record, or undefined when there is no such client. */
export async function findClientRecord(conn: Db | Tx, clientId: number) {
  return (await q.findClientById(conn, clientId))?.client;
}

export function clientRecordExists(conn: Db | Tx, clientId: number): Promise<boolean> {
  return q.clientRecordExists(conn, clientId);
}

export function mutuelleExists(conn: Db | Tx, mutuelleId: number): Promise<boolean> {
  return q.mutuelleExists(conn, mutuelleId);
}

/**
 * The client a new quote is made for: 404 when there is no such client, 409 CLIENT_INACTIVE when
 * its file was deleted or deactivated (a deleted client gets no new quote; its old ones stay).
 */
export async function requireClientForNewDevis(conn: Db | Tx, clientId: number) {
  const client = await findClientRecord(conn, clientId);
  if (!client) throw notFound('Client introuvable.');
  if (!client.is_active) {
    throw refusal(
      'CLIENT_INACTIVE',
      'La fiche de ce client a été supprimée ou désactivée : impossible de lui faire un devis.',
    );
  }
  return client;
}
