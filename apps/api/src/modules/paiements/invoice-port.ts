import type { FactureNature, FactureStatut } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';

/*
 * What payments ask of invoices, which the facturation module owns (docs/architecture-map.md):
 * the invoice to charge, the ones whose retry date has come, and recording on an invoice a charge
 * that went through or failed. Facturation implements this port and hands it to the entry points
 * of payments (the charge after issuing, paying online, Stripe's webhook, the retry job): this
 * module never imports facturation, which imports it.
 */

type Conn = Db | Tx;

/** An invoice as a charge reads it. */
export interface InvoiceToCharge {
  id: number;
  client_id: number;
  numero: string | null;
  nature: FactureNature;
  statut: FactureStatut;
  montant_ttc: number;
  montant_paye: number;
  /** What its credit notes take off, cents (positive). */
  avoirs_centimes: number;
  /** montant_ttc − credit notes − montant_paye, euros, never below zero. */
  reste_du: number;
}

export interface InvoicePort {
  /** The invoice as a charge reads it; null when it does not exist. */
  find(conn: Conn, factureId: number): Promise<InvoiceToCharge | null>;
  /** Invoices to charge again: issued, unpaid, the client's, their retry date come. */
  dueForRetry(conn: Conn, now: Date): Promise<number[]>;
  /** The invoice locked until the transaction ends (allocations to it wait for each other). */
  lock(tx: Tx, factureId: number): Promise<InvoiceToCharge | null>;
  /**
   * The ledger changed (docs/paiements.md): the invoice's paid amount becomes what its live
   * allocations take (cents); « payée » once nothing remains, back to issued or sent otherwise.
   */
  recordLedger(conn: Conn, factureId: number, regleCentimes: number, paidAt: Date): Promise<void>;
  /** The numbers of invoices (those not issued are absent). */
  numeros(conn: Conn, factureIds: readonly number[]): Promise<Map<number, string>>;
  /** A failed charge: its message for the client, one more failure, the next try (or null). */
  recordFailure(
    conn: Conn,
    factureId: number,
    message: string,
    retryAt: Date | null,
  ): Promise<void>;
}
