import { formatDuration } from '@maisonnee/domain';

/** French formats for what people read: dates DD/MM/YYYY and amounts in euros. */
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** `2025-02-03` or an ISO date-time → `03/02/2025` (UTC, as the specification displays dates). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 24 → `24,00 €` (with the non-breaking spaces of French typography). */
export function formatEuros(amount: number): string {
  return euroFormat.format(amount);
}

/**
 * A duration in minutes as people read it: `45 min`, `1 h`, `2 h 05`. The domain's rule
 * (`formatDuration`), the same in the API's texts, mails and PDFs.
 */
export const formatMinutes = formatDuration;
