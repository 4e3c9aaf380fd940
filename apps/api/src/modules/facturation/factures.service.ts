import type { ModuleDeps } from '../module-deps.ts';
import { createFactureBulkService } from './facture-bulk.service.ts';
import { createFactureCreateService } from './facture-create.service.ts';
import { createFactureCreditService } from './facture-credit.service.ts';
import { createFactureIssueService } from './facture-issue.service.ts';
import { createFacturePayService } from './facture-pay.service.ts';
import { createFactureSendService } from './facture-send.service.ts';
import { createFactureUpdateService } from './facture-update.service.ts';
import { createFacturesGenerateService } from './factures-generate.service.ts';
import { createFacturesReadService } from './factures-read.service.ts';

/*
 * Invoices and credit notes (docs/facturation.md): drafts priced from the confirmed timesheet,
 * split between the client and its mutuelle; issuing gives the next gapless number and the PDF in
 * one transaction; an issued invoice never changes except for its payment, a credit note corrects
 * it. What may happen in each state is the domain's (packages/domain/src/facture-rules.ts).
 *
 * This facade gathers the operations for the routes, one file each: reading, creating a draft,
 * generating a month, issuing, updating (a draft, or a payment received), crediting, sending,
 * paying online, issuing and sending a month's drafts at once (facture-bulk.service.ts).
 * Payments reach invoices through factures-payment.service.ts.
 */

export function createFacturesService(deps: ModuleDeps) {
  return {
    ...createFacturesReadService(deps),
    ...createFactureCreateService(deps),
    ...createFacturesGenerateService(deps),
    ...createFactureIssueService(deps),
    ...createFactureUpdateService(deps),
    ...createFactureCreditService(deps),
    ...createFactureSendService(deps),
    ...createFacturePayService(deps),
    ...createFactureBulkService(deps),
  };
}

export type FacturesService = ReturnType<typeof createFacturesService>;
