import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients, interlocuteurs, mutuelles } from '../../db/schema/clients.ts';

/*
 * What invoicing needs to know of a client or of a mutuelle (read only): the name and address
 * printed on the invoice, and where to mail it (the client's e-mail and its interlocuteurs marked
 * as invoice recipients).
 */

type Conn = Db | Tx;

export interface BillingParty {
  nom: string;
  adresse: string | null;
  email: string | null;
}

const joinAddress = (row: {
  adresse: string | null;
  codep: string | null;
  ville: string | null;
}) =>
  row.adresse
    ? [row.adresse, [row.codep, row.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : null;

/** The client as its invoices name it; undefined when there is no such client. */
export async function clientBillingParty(
  conn: Conn,
  clientId: number,
): Promise<BillingParty | undefined> {
  const [row] = await conn.select().from(clients).where(eq(clients.id, clientId));
  if (!row) return undefined;
  return {
    nom: [row.prenom, row.nom].filter(Boolean).join(' '),
    adresse: joinAddress(row),
    email: row.email,
  };
}

/** The mutuelle as its invoices name it; undefined when there is no such mutuelle. */
export async function mutuelleBillingParty(
  conn: Conn,
  mutuelleId: number,
): Promise<BillingParty | undefined> {
  const [row] = await conn.select().from(mutuelles).where(eq(mutuelles.id, mutuelleId));
  if (!row) return undefined;
  return { nom: row.nom, adresse: joinAddress(row), email: row.email };
}

/** Names of some mutuelles, by id. */
export async function mutuelleNames(conn: Conn, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await conn
    .select({ id: mutuelles.id, nom: mutuelles.nom })
    .from(mutuelles)
    .where(inArray(mutuelles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.nom]));
}

/** E-mails of the client's interlocuteurs marked as invoice recipients. */
export async function invoiceRecipientEmails(conn: Conn, clientId: number): Promise<string[]> {
  const rows = await conn
    .select({ email: interlocuteurs.email })
    .from(interlocuteurs)
    .where(
      and(
        eq(interlocuteurs.client_id, clientId),
        eq(interlocuteurs.is_destinataire_factures, true),
        isNotNull(interlocuteurs.email),
      ),
    );
  return rows.map((row) => row.email).filter((email): email is string => Boolean(email));
}
