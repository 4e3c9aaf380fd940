/* What invoicing reads of clients and mutuelles (names, addresses, invoice recipients). */
export {
  clientBillingParty,
  invoiceRecipientEmails,
  mutuelleBillingParty,
  mutuelleNames,
  type BillingParty,
} from './clients-billing.queries.ts';
