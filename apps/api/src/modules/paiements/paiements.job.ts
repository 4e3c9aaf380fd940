import type { ModuleDeps } from '../module-deps.ts';
import * as q from './paiements.queries.ts';
import { chargeIssuedFacture } from './paiements.service.ts';

/**
 * Tries again the invoices whose failed charge has a retry date that has come (J+3 after a
 * failure, three attempts at most: the third failure sets no retry date). Each invoice is charged
 * on the client's current default method, with the next attempt's idempotency key. Returns how
 * many invoices were tried. The scheduler is wired by app.ts.
 */
export async function runPaiementsRelanceJob(deps: ModuleDeps, now: Date): Promise<number> {
  const due = await q.facturesDueForRetry(deps.db, now);
  for (const { id } of due) await chargeIssuedFacture(deps, id);
  return due.length;
}
