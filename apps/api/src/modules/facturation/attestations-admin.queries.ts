import { PAYABLE_FACTURE_STATUTS } from '@maisonnee/domain';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { attestations_fiscales, factures } from '../../db/schema/factures.ts';

/*
 * Data access for the tax certificates in the back office (issue 28 point 5, docs/facturation.md
 * « Attestations fiscales au back-office »): the year's certificates with their client, the
 * clients who paid in the year (the generation's candidates), the clients of the year without
 * one with the counts their reason is decided from. No business rule here.
 */

type Conn = Db | Tx;

/** The calendar year of an instant on the Paris clock. */
const parisYear = (column: typeof factures.paid_at | typeof factures.issued_at) =>
  sql<number>`extract(year from (${column} at time zone 'Europe/Paris'))::int`;

/** An own invoice (not a credit note, not the insurer's) paid in the year with money received. */
const ownPaidIn = (annee: number) =>
  and(
    eq(factures.type, 'client'),
    eq(factures.nature, 'facture'),
    sql`${factures.statut} <> 'brouillon'`,
    sql`${factures.paid_at} is not null`,
    sql`${factures.montant_paye} > 0`,
    eq(parisYear(factures.paid_at), annee),
  );

const hasAttestation = (annee: number) =>
  sql<boolean>`exists (select 1 from ${attestations_fiscales} where ${attestations_fiscales.client_id} = ${factures.client_id} and ${attestations_fiscales.annee} = ${annee})`;

/**
 * The clients who paid one of their own invoices in the year, after `apresId`, in id order,
 * `limit` of them, each with whether its certificate exists; and how many there are after it.
 */
export async function selectPayersOfYear(
  conn: Conn,
  annee: number,
  apresId: number,
  limit: number,
) {
  const where = and(ownPaidIn(annee), gt(factures.client_id, apresId));
  const rows = await conn
    .selectDistinct({ clientId: factures.client_id, exists: hasAttestation(annee) })
    .from(factures)
    .where(where)
    .orderBy(asc(factures.client_id))
    .limit(limit);
  return rows;
}

/** How many clients paid one of their own invoices in the year, after `apresId`. */
export async function countPayersOfYear(conn: Conn, annee: number, apresId = 0) {
  const [row] = await conn
    .select({ n: sql<number>`count(distinct ${factures.client_id})::int` })
    .from(factures)
    .where(and(ownPaidIn(annee), gt(factures.client_id, apresId)));
  return row?.n ?? 0;
}

const clientNom = sql<string>`trim(concat_ws(' ', ${clients.prenom}, ${clients.nom}))`;

export interface AttestationAdminRow {
  id: number;
  clientId: number;
  clientNom: string;
  annee: number;
  montantTtc: number;
  minutes: number;
  filename: string;
  createdAt: Date;
  envoyeeAt: Date | null;
}

const ADMIN_COLUMNS = {
  id: attestations_fiscales.id,
  clientId: attestations_fiscales.client_id,
  clientNom,
  annee: attestations_fiscales.annee,
  montantTtc: attestations_fiscales.montant_ttc,
  minutes: attestations_fiscales.minutes,
  filename: attestations_fiscales.filename,
  createdAt: attestations_fiscales.created_at,
  envoyeeAt: attestations_fiscales.envoyee_at,
};

/** One page of the year's certificates: client name, first name, id. */
export async function selectAttestationsOfYear(
  conn: Conn,
  annee: number,
  page: { offset: number; limit: number },
): Promise<{ rows: AttestationAdminRow[]; total: number }> {
  const where = eq(attestations_fiscales.annee, annee);
  const rows = await conn
    .select(ADMIN_COLUMNS)
    .from(attestations_fiscales)
    .innerJoin(clients, eq(clients.id, attestations_fiscales.client_id))
    .where(where)
    .orderBy(asc(clients.nom), asc(clients.prenom), asc(attestations_fiscales.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await conn.select({ n: count() }).from(attestations_fiscales).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAttestationById(
  conn: Conn,
  id: number,
): Promise<AttestationAdminRow | undefined> {
  const [row] = await conn
    .select(ADMIN_COLUMNS)
    .from(attestations_fiscales)
    .innerJoin(clients, eq(clients.id, attestations_fiscales.client_id))
    .where(eq(attestations_fiscales.id, id))
    .limit(1);
  return row;
}

export async function markSent(conn: Conn, id: number, at: Date) {
  await conn
    .update(attestations_fiscales)
    .set({ envoyee_at: at, updated_at: at })
    .where(eq(attestations_fiscales.id, id));
}

/** Invoices of the year (issued or paid in it, Paris) of a client without a certificate for it. */
const ofYearWithout = (annee: number) =>
  and(
    sql`${factures.statut} <> 'brouillon'`,
    sql`(${parisYear(factures.issued_at)} = ${annee} or ${parisYear(factures.paid_at)} = ${annee})`,
    sql`not ${hasAttestation(annee)}`,
  );

/** An own invoice issued in the year still waiting for a payment. */
const unpaidOf = (annee: number) =>
  and(
    eq(factures.type, 'client'),
    eq(factures.nature, 'facture'),
    inArray(factures.statut, [...PAYABLE_FACTURE_STATUTS]),
    eq(parisYear(factures.issued_at), annee),
  );

/** A third party's invoice paid in the year. */
const tiersPaidIn = (annee: number) =>
  and(
    sql`${factures.type} <> 'client'`,
    sql`${factures.paid_at} is not null`,
    eq(parisYear(factures.paid_at), annee),
  );

/**
 * One page of the clients who had an invoice of theirs issued, or any invoice paid, in the year
 * and have no certificate for it, with what their reason is decided from: own invoices paid in
 * the year, own invoices of the year still to pay, the insurer's invoices paid in the year.
 */
export async function selectSansAttestation(
  conn: Conn,
  annee: number,
  page: { offset: number; limit: number },
) {
  const ofYear = ofYearWithout(annee);
  const unpaid = unpaidOf(annee);
  const tiersPaid = tiersPaidIn(annee);
  const rows = await conn
    .select({
      clientId: factures.client_id,
      clientNom: sql<string>`min(${clientNom})`,
      ownPaid: sql<number>`(count(*) filter (where ${ownPaidIn(annee)}))::int`,
      ownUnpaid: sql<number>`(count(*) filter (where ${unpaid}))::int`,
      tiersPaid: sql<number>`(count(*) filter (where ${tiersPaid}))::int`,
    })
    .from(factures)
    .innerJoin(clients, eq(clients.id, factures.client_id))
    .where(ofYear)
    .groupBy(factures.client_id, clients.nom, clients.prenom)
    .orderBy(asc(clients.nom), asc(clients.prenom), asc(factures.client_id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await conn
    .select({ n: sql<number>`count(distinct ${factures.client_id})::int` })
    .from(factures)
    .where(ofYear);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The same counts for every such client who paid nothing of its own in the year (the end of the
 * generation's summary): small rows, one a client.
 */
export function selectNonPayersOfYear(conn: Conn, annee: number) {
  return conn
    .select({
      clientId: factures.client_id,
      ownUnpaid: sql<number>`(count(*) filter (where ${unpaidOf(annee)}))::int`,
      tiersPaid: sql<number>`(count(*) filter (where ${tiersPaidIn(annee)}))::int`,
    })
    .from(factures)
    .where(ofYearWithout(annee))
    .groupBy(factures.client_id)
    .having(sql`count(*) filter (where ${ownPaidIn(annee)}) = 0`);
}
