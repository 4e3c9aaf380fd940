import type { ModuleDeps } from '../module-deps.ts';
import type { InvoicePort } from './invoice-port.ts';
import { chargeIssuedFacture } from './paiements-charge.service.ts';

/**
 * Tries again the invoices whose failed charge has a retry date that has come (J+3 after a
 * failure, three attempts at most: the third failure sets no retry date). Each invoice is charged
 * on the client's current default method, with the next attempt's idempotency key. Returns how
 * many invoices were tried. `invoices`: facturation's port (the scheduler runs it bound, through
 * facturation/invoice-payments.ts).
 */
export async function runPaiementsRelanceJob(
  deps: ModuleDeps,
  now: Date,
  invoices: InvoicePort,
): Promise<number> {
  const due = await invoices.dueForRetry(deps.db, now);
  for (const id of due) await chargeIssuedFacture(deps, invoices, id);
  return due.length;
}
