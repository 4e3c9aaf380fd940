/* The hourly rates of a signed quote, as invoicing prices the hours done. */
export { quoteRatesForSkill, type QuoteRates } from './devis-rates.queries.ts';
