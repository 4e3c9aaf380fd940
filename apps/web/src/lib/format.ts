import { formatDuration } from '@maisonnee/domain';

/*
 * French formats for what people read: dates DD/MM/YYYY and amounts in euros. Each is made on its
 * first use: making one loads locale data (tens of milliseconds on a phone), which a page that
 * shows no amount or no such date should not pay while it loads (issue 25, point 9).
 */
let dateFormat: Intl.DateTimeFormat | undefined;
let euroFormat: Intl.NumberFormat | undefined;

/** `2025-02-03` or an ISO date-time → `03/02/2025` (UTC, as the specification displays dates). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(date);
}

/** 24 → `24,00 €` (with the non-breaking spaces of French typography). */
export function formatEuros(amount: number): string {
  euroFormat ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euroFormat.format(amount);
}

/**
 * A duration in minutes as people read it: `45 min`, `1 h`, `2 h 05`. The domain's rule
 * (`formatDuration`), the same in the API's texts, mails and PDFs.
 */
export const formatMinutes = formatDuration;
