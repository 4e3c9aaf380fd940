import { agencyWallClock, wallClockInstant } from '@maisonnee/domain';
import type { NewIntervention } from '../../schema/index.ts';
import {
  addDays,
  addMinutes,
  atTime,
  firstDayOfMonth,
  hashInt,
  hashUnit,
  isoWeekday,
} from './calendar.ts';
import type { DemoPlace } from './places.ts';

/*
 * Six months of a weekly slot: every week from the household's first month to three weeks ahead,
 * done with a check-in and a check-out when over (a few minutes off the plan, now and then a
 * longer visit), planned when to come; an intervention running at the time of the seed is left
 * out. Each done one may get the client's rating.
 */

/** Weeks planned ahead of the seed. */
export const WEEKS_AHEAD = 3;

export interface SlotOccurrences {
  /** The wall-clock day and times. */
  day: number;
  start: string;
  end: string;
  candidatId: number | null;
  horaireId: number | null;
}

export interface HistoryRow {
  row: NewIntervention;
  /** A rating the client gave this done intervention, if any. */
  avis: { note: number; commentaire: string } | null;
}

const COMMENTAIRES: Record<number, readonly string[]> = {
  5: [
    'Parfait, comme toujours. Merci !',
    'Très soigneuse et ponctuelle, rien à redire.',
    'Les enfants l’adorent, merci pour votre douceur.',
    'Travail impeccable, la maison brille.',
  ],
  4: [
    'Très bien, juste un peu pressé en fin de séance.',
    'Bon travail, arrivé avec quelques minutes de retard.',
  ],
  3: ['Correct, mais le repassage n’était pas terminé.'],
};

/** The first months of the history: the household's start, and last November for the oldest. */
export function historyMonths(today: Date, sinceMonths: number, longStanding: boolean) {
  const start = firstDayOfMonth(today, -sinceMonths);
  const lastNovember = new Date(Date.UTC(today.getUTCFullYear() - 1, 10, 1));
  const extra =
    longStanding && lastNovember < start
      ? [{ from: lastNovember, to: firstDayOfMonth(lastNovember, 1) }]
      : [];
  return { start, extra };
}

/** The interventions of one weekly slot (see above), for a household at `place`. */
export function weeklyHistory(input: {
  key: string;
  missionId: number;
  clientId: number;
  place: DemoPlace;
  slot: SlotOccurrences;
  ranges: { from: Date; to: Date }[];
  now: Date;
}): HistoryRow[] {
  const wallNow = agencyWallClock(input.now);
  const rows: HistoryRow[] = [];
  for (const range of input.ranges) {
    let day = range.from;
    while (isoWeekday(day) !== input.slot.day) day = addDays(day, 1);
    for (; day < range.to; day = addDays(day, 7)) {
      const debut = atTime(day, input.slot.start);
      const fin = atTime(day, input.slot.end);
      const key = `${input.key}:${day.toISOString().slice(0, 10)}`;
      const base = {
        mission_id: input.missionId,
        client_id: input.clientId,
        candidat_id: input.slot.candidatId,
        dt_dispo_client_id: input.slot.horaireId,
        date_debut: debut,
        date_fin: fin,
      };
      if (debut >= wallNow) {
        rows.push({ row: base, avis: null });
      } else if (fin <= wallNow && input.slot.candidatId !== null) {
        rows.push(doneRow(base, key, input.place));
      }
    }
  }
  return rows;
}

/** A done intervention: checked in and out near the door, a few minutes off the plan. */
export function doneRow(
  base: NewIntervention & { date_debut: Date; date_fin: Date },
  key: string,
  place: DemoPlace,
): HistoryRow {
  const arrivee = hashInt(`${key}:in`, -6, 5);
  // One visit in eight runs late (the timesheet shows the overrun).
  const depart =
    hashUnit(`${key}:long`) < 0.125 ? hashInt(`${key}:out`, 15, 40) : hashInt(`${key}:out`, -4, 6);
  const row: NewIntervention = {
    ...base,
    statut: 'terminee',
    pointage_debut_at: addMinutes(wallClockInstant(base.date_debut), arrivee),
    pointage_debut_lat: place.lat + 0.0001,
    pointage_debut_lng: place.lng,
    pointage_fin_at: addMinutes(wallClockInstant(base.date_fin), depart),
    pointage_fin_lat: place.lat,
    pointage_fin_lng: place.lng + 0.0001,
  };
  return { row, avis: avisOf(key) };
}

function avisOf(key: string): HistoryRow['avis'] {
  if (hashUnit(`${key}:avis`) >= 0.15) return null;
  const draw = hashUnit(`${key}:note`);
  const note = draw < 0.7 ? 5 : draw < 0.95 ? 4 : 3;
  const choices = COMMENTAIRES[note]!;
  return { note, commentaire: choices[hashInt(`${key}:texte`, 0, choices.length - 1)]! };
}
