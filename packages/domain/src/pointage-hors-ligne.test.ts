import { describe, expect, it } from 'vitest';
import {
  checkDepartAfterArrivee,
  checkOfflinePosition,
  checkPointageRecordedAt,
  formatSynchroRetard,
  isLateSync,
} from './pointage-hors-ligne.ts';

/* Check-ins sent late (docs/pointage-hors-ligne.md); instants in UTC, read on the Paris clock. */

const RECEIVED = new Date('2026-03-18T08:41:00.000Z');
const minutesBefore = (minutes: number) => new Date(RECEIVED.getTime() - minutes * 60_000);

describe('check-ins sent late', () => {
  it('counts as late beyond two minutes before reception', () => {
    expect(isLateSync(minutesBefore(2), RECEIVED)).toBe(false);
    expect(isLateSync(minutesBefore(2.5), RECEIVED)).toBe(true);
  });

  it('refuses a time more than two minutes ahead, or more than 24 hours old', () => {
    expect(checkPointageRecordedAt(minutesBefore(-2), RECEIVED, 'arrivee').ok).toBe(true);
    expect(checkPointageRecordedAt(minutesBefore(-3), RECEIVED, 'arrivee')).toMatchObject({
      ok: false,
      code: 'POINTAGE_IN_FUTURE',
    });
    expect(checkPointageRecordedAt(minutesBefore(24 * 60), RECEIVED, 'depart').ok).toBe(true);
    expect(checkPointageRecordedAt(minutesBefore(24 * 60 + 1), RECEIVED, 'depart')).toMatchObject({
      ok: false,
      code: 'POINTAGE_TOO_OLD',
    });
  });

  it('needs a known accuracy of 200 m at most', () => {
    expect(checkOfflinePosition(200).ok).toBe(true);
    expect(checkOfflinePosition(201)).toMatchObject({
      code: 'POSITION_TOO_INACCURATE',
      details: { precision_m: 201 },
    });
    expect(checkOfflinePosition(undefined)).toMatchObject({ code: 'POSITION_TOO_INACCURATE' });
  });

  it('refuses a departure recorded before the arrival', () => {
    expect(checkDepartAfterArrivee(minutesBefore(30), minutesBefore(10)).ok).toBe(true);
    expect(checkDepartAfterArrivee(minutesBefore(10), minutesBefore(30))).toMatchObject({
      code: 'CHECK_OUT_BEFORE_CHECK_IN',
    });
  });

  it('words both times on the Paris clock', () => {
    expect(formatSynchroRetard('arrivee', minutesBefore(39), RECEIVED)).toBe(
      'Arrivée synchronisée en retard (faite à 09:02, reçue à 09:41)',
    );
    expect(formatSynchroRetard('depart', minutesBefore(39), RECEIVED)).toBe(
      'Départ synchronisé en retard (fait à 09:02, reçu à 09:41)',
    );
    expect(formatSynchroRetard('arrivee', minutesBefore(39), null)).toBe('');
  });
});
