import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { attestations_fiscales, facture_lignes, factures } from '../../db/schema/factures.ts';

/*
 * Data access for the yearly tax certificates (docs/attestations-fiscales.md): the only code that
 * writes `attestations_fiscales`; reads of the invoices it sums. No business rule here.
 */

type Conn = Db | Tx;

/** The calendar year of an instant on the Paris clock. */
const parisYear = (column: typeof factures.paid_at) =>
  sql<number>`extract(year from (${column} at time zone 'Europe/Paris'))::int`;

const ATTESTATION_COLUMNS = {
  id: attestations_fiscales.id,
  clientId: attestations_fiscales.client_id,
  annee: attestations_fiscales.annee,
  montantTtc: attestations_fiscales.montant_ttc,
  minutes: attestations_fiscales.minutes,
  filename: attestations_fiscales.filename,
  createdAt: attestations_fiscales.created_at,
  updatedAt: attestations_fiscales.updated_at,
};

export type AttestationRow = {
  id: number;
  clientId: number;
  annee: number;
  montantTtc: number;
  minutes: number;
  filename: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The client's own invoices and credit notes (type 'client', never the insurer's) whose payment
 * or refund is dated in the year, with what was paid or refunded.
 */
export function selectPaidOfYear(conn: Conn, clientId: number, annee: number) {
  return conn
    .select({
      id: factures.id,
      numero: factures.numero,
      nature: factures.nature,
      montantPaye: factures.montant_paye,
      paidAt: factures.paid_at,
    })
    .from(factures)
    .where(
      and(
        eq(factures.client_id, clientId),
        eq(factures.type, 'client'),
        sql`${factures.paid_at} is not null`,
        sql`${factures.statut} <> 'brouillon'`,
        eq(parisYear(factures.paid_at), annee),
      ),
    )
    .orderBy(asc(factures.paid_at), asc(factures.id));
}

/** Minutes of the given invoices' lines per agent (the name printed on the invoice). */
export function selectMinutesByAgent(conn: Conn, factureIds: number[]) {
  if (factureIds.length === 0) return Promise.resolve([]);
  return conn
    .select({
      factureId: facture_lignes.facture_id,
      candidatId: facture_lignes.candidat_id,
      agentNom: facture_lignes.agent_nom,
      minutes: sql<number>`coalesce(sum(${facture_lignes.minutes}), 0)::int`,
    })
    .from(facture_lignes)
    .where(inArray(facture_lignes.facture_id, factureIds))
    .groupBy(facture_lignes.facture_id, facture_lignes.candidat_id, facture_lignes.agent_nom);
}

export async function selectAttestations(conn: Conn, clientId: number): Promise<AttestationRow[]> {
  return conn
    .select(ATTESTATION_COLUMNS)
    .from(attestations_fiscales)
    .where(eq(attestations_fiscales.client_id, clientId))
    .orderBy(desc(attestations_fiscales.annee));
}

export async function findAttestation(
  conn: Conn,
  clientId: number,
  annee: number,
): Promise<AttestationRow | undefined> {
  const [row] = await conn
    .select(ATTESTATION_COLUMNS)
    .from(attestations_fiscales)
    .where(
      and(eq(attestations_fiscales.client_id, clientId), eq(attestations_fiscales.annee, annee)),
    )
    .limit(1);
  return row;
}

/** Creates the client's certificate of the year, or replaces its figures and file. */
export async function upsertAttestation(
  conn: Conn,
  values: {
    clientId: number;
    annee: number;
    montantTtc: number;
    minutes: number;
    filename: string;
  },
  at: Date,
): Promise<AttestationRow> {
  const [row] = await conn
    .insert(attestations_fiscales)
    .values({
      client_id: values.clientId,
      annee: values.annee,
      montant_ttc: values.montantTtc,
      minutes: values.minutes,
      filename: values.filename,
      created_at: at,
      updated_at: at,
    })
    .onConflictDoUpdate({
      target: [attestations_fiscales.client_id, attestations_fiscales.annee],
      set: {
        montant_ttc: values.montantTtc,
        minutes: values.minutes,
        filename: values.filename,
        updated_at: at,
      },
    })
    .returning(ATTESTATION_COLUMNS);
  return row!;
}

/** Clients who paid one of their own invoices in the year and have no certificate for it yet. */
export async function selectClientsToCertify(conn: Conn, annee: number): Promise<number[]> {
  const rows = await conn
    .selectDistinct({ clientId: factures.client_id })
    .from(factures)
    .where(
      and(
        eq(factures.type, 'client'),
        eq(factures.nature, 'facture'),
        sql`${factures.paid_at} is not null`,
        sql`${factures.montant_paye} > 0`,
        eq(parisYear(factures.paid_at), annee),
        notExists(
          conn
            .select({ one: sql`1` })
            .from(attestations_fiscales)
            .where(
              and(
                eq(attestations_fiscales.client_id, factures.client_id),
                eq(attestations_fiscales.annee, annee),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(factures.client_id));
  return rows.map((row) => row.clientId);
}
