import { describe, expect, it } from 'vitest';
import { formatSignedAt } from './devis-pdf.ts';

/*
 * Issue 9, point 11: the signature date on the signed quote is a real instant, written on the
 * Paris clock whatever the server's time zone (CI runs this file under TZ=UTC and again
 * under TZ=Pacific/Kiritimati, `npm run test:far-zone`).
 */
describe('the signature date on the quote', () => {
  it('is on the Paris clock in winter and in summer, never in UTC', () => {
    expect(formatSignedAt(new Date('2026-03-18T04:42:00Z'))).toBe(
      '18/03/2026 à 05:42 (heure de Paris)',
    );
    expect(formatSignedAt(new Date('2026-07-01T22:30:00Z'))).toBe(
      '02/07/2026 à 00:30 (heure de Paris)',
    );
  });
});
