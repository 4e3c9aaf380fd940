import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAttestationsService, parisYear } from './attestations.service.ts';
import { toParisIsoDate } from '@maisonnee/domain';

/**
 * In January (Paris time), draws up last year's tax certificate for every client who paid one of
 * its own invoices that year and has none yet. Idempotent: a client with a certificate is skipped,
 * so running it every day of January (or twice) writes each certificate once. A client whose
 * certificate fails is logged and left for the next run. Answers how many were drawn up.
 */
export async function runAttestationsJob(deps: ModuleDeps, now: Date): Promise<number> {
  if (toParisIsoDate(now).slice(5, 7) !== '01') return 0;
  const annee = parisYear(now) - 1;
  const attestations = createAttestationsService({ ...deps, now: () => now });
  let generated = 0;
  for (const clientId of await attestations.clientsToCertify(annee)) {
    try {
      await attestations.generate(clientId, annee);
      generated += 1;
    } catch (error) {
      // Nothing left to the client's own charge (immediate advance, refunds): no certificate,
      // nothing wrong (docs/facturation.md § 11).
      if (error instanceof AppError && error.code === 'NOTHING_TO_CERTIFY') continue;
      deps.log.error({ err: error, clientId, annee }, 'attestation fiscale non établie');
    }
  }
  return generated;
}
