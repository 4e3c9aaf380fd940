/*
 * How durations and months are written for people, on every screen, PDF, mail and notification.
 */

/** French month names, January = index 0. */
export const MONTH_NAMES = Object.freeze([
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const);

/**
 * A duration in whole minutes as people read it: '45 min', '1 h', '2 h 05' (minutes on two
 * digits after the hours, so « 2 h 5 » never appears). A negative or fractional input is rounded
 * to the nearest minute, at least 0.
 */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** A month 'YYYY-MM' as people read it: '2026-10' → 'octobre 2026' (the text itself when malformed). */
export function formatMonth(periode: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(periode);
  if (!match) return periode;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/**
 * « de » before a word, elided before a vowel as French writes it: 'octobre 2026' →
 * "d'octobre 2026", 'août' → "d'août", 'novembre 2026' → 'de novembre 2026'.
 */
export function withDe(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) ? `d'${word}` : `de ${word}`;
}
