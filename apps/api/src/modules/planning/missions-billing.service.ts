/* What invoicing reads of missions: skill, quote, mutuelle and its granted hours. */
export { missionsForBilling, type MissionForBilling } from './missions-billing.queries.ts';
