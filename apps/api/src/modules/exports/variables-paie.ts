import {
  ABSENCE_MOTIFS,
  ABSENCE_MOTIF_LABELS,
  ZERO_MINUTES,
  addMinutes,
  agencyWallClock,
  dayTravel,
  splitWorkedMinutes,
  type AbsenceMotif,
  type MinutesTravaillees,
} from '@maisonnee/domain';
import type { Cell, ColumnFormat, ExportTable } from '../../lib/table-export.ts';
import type { AbsenceAgent, CongeAgent, VisiteAgent } from './exports.queries.ts';

/*
 * The payroll variables (docs/exports.md « Variables de paie »): one line per agent and month of
 * the period with the hours worked (weekday, Sunday, public holiday, of which night), the travel
 * between the visits of each day as the planning board estimates it, the leave days, the absences
 * by reason, the visits and those whose check-in or check-out was synchronised late.
 * Minutes and metres are summed whole, then written in hours and km with two decimals.
 */

interface LigneAgentMois {
  mois: string;
  agent: string;
  minutes: MinutesTravaillees;
  trajetMinutes: number;
  trajetMetres: number;
  trajetsNonEstimes: number;
  congeJours: number;
  absences: Record<AbsenceMotif, number>;
  visites: number;
  synchroRetard: number;
}

/** An agent's month with nothing counted yet; also the start of the totals row. */
const emptyCounts = (): Omit<LigneAgentMois, 'mois' | 'agent'> => ({
  minutes: { ...ZERO_MINUTES },
  trajetMinutes: 0,
  trajetMetres: 0,
  trajetsNonEstimes: 0,
  congeJours: 0,
  absences: Object.fromEntries(ABSENCE_MOTIFS.map((m) => [m, 0])) as Record<AbsenceMotif, number>,
  visites: 0,
  synchroRetard: 0,
});

const DAY_MS = 86_400_000;
const readDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const km = (metres: number) => Math.round(metres / 10) / 100;
const absenceMotif = (motif: string | null): AbsenceMotif =>
  motif && Object.hasOwn(ABSENCE_MOTIF_LABELS, motif) ? (motif as AbsenceMotif) : 'autre';

/** The worked interval on the wall clock: check-in to check-out, the planned slot otherwise. */
function workedInterval(v: VisiteAgent): { start: Date; end: Date } {
  if (v.pointage_debut_at && v.pointage_fin_at) {
    return {
      start: agencyWallClock(readDate(v.pointage_debut_at)),
      end: agencyWallClock(readDate(v.pointage_fin_at)),
    };
  }
  return { start: readDate(v.date_debut), end: readDate(v.date_fin) };
}

export function variablesPaieTables(
  period: { from: string; to: string },
  visites: readonly VisiteAgent[],
  conges: readonly CongeAgent[],
  absences: readonly AbsenceAgent[],
): ExportTable[] {
  const lines = new Map<string, LigneAgentMois>();
  const lineOf = (candidatId: number, agent: string, mois: string) => {
    const key = `${mois}|${candidatId}`;
    let line = lines.get(key);
    if (!line) {
      line = { mois, agent, ...emptyCounts() };
      lines.set(key, line);
    }
    return line;
  };

  // Visits, and the day's consecutive visits for the travel (the rows come in agent, start order).
  const days = new Map<string, VisiteAgent[]>();
  for (const v of visites) {
    const day = isoDay(readDate(v.date_debut));
    const line = lineOf(v.candidat_id, v.agent_nom, day.slice(0, 7));
    const { start, end } = workedInterval(v);
    if (end > start) line.minutes = addMinutes(line.minutes, splitWorkedMinutes(start, end));
    line.visites += 1;
    if (v.synchro_retard) line.synchroRetard += 1;
    const key = `${v.candidat_id}|${day}`;
    days.set(key, [...(days.get(key) ?? []), v]);
  }
  for (const [key, dayVisits] of days) {
    const first = dayVisits[0]!;
    const line = lineOf(first.candidat_id, first.agent_nom, key.split('|')[1]!.slice(0, 7));
    const travel = dayTravel(
      dayVisits.map((v) => ({ lat: v.lat, lng: v.lng })),
      first.transport_type_id,
    );
    line.trajetMinutes += travel.minutes;
    line.trajetMetres += travel.metres;
    line.trajetsNonEstimes += travel.non_estimes;
  }

  // Leave: each calendar day of an accepted leave that falls in the period, in its month.
  for (const conge of conges) {
    const first = Math.max(
      Date.parse(`${conge.date_debut}T00:00:00Z`),
      Date.parse(`${period.from}T00:00:00Z`),
    );
    const last = Math.min(
      Date.parse(`${conge.date_fin}T00:00:00Z`),
      Date.parse(`${period.to}T00:00:00Z`),
    );
    for (let at = first; at <= last; at += DAY_MS) {
      lineOf(conge.candidat_id, conge.agent_nom, isoDay(new Date(at)).slice(0, 7)).congeJours += 1;
    }
  }
  for (const absence of absences) {
    const mois = isoDay(readDate(absence.date_debut)).slice(0, 7);
    lineOf(absence.candidat_id, absence.agent_nom, mois).absences[absenceMotif(absence.motif)] += 1;
  }

  const sorted = [...lines.values()].sort(
    (a, b) => a.mois.localeCompare(b.mois) || a.agent.localeCompare(b.agent, 'fr'),
  );
  const total = sorted.reduce(
    (sum, l) => ({
      minutes: addMinutes(sum.minutes, l.minutes),
      trajetMinutes: sum.trajetMinutes + l.trajetMinutes,
      trajetMetres: sum.trajetMetres + l.trajetMetres,
      trajetsNonEstimes: sum.trajetsNonEstimes + l.trajetsNonEstimes,
      congeJours: sum.congeJours + l.congeJours,
      absences: Object.fromEntries(
        ABSENCE_MOTIFS.map((m) => [m, sum.absences[m] + l.absences[m]]),
      ) as Record<AbsenceMotif, number>,
      visites: sum.visites + l.visites,
      synchroRetard: sum.synchroRetard + l.synchroRetard,
    }),
    emptyCounts(),
  );
  const figures = (l: Omit<LigneAgentMois, 'mois' | 'agent'>): Cell[] => [
    l.visites,
    hours(l.minutes.total),
    hours(l.minutes.semaine),
    hours(l.minutes.dimanche),
    hours(l.minutes.ferie),
    hours(l.minutes.nuit),
    hours(l.trajetMinutes),
    km(l.trajetMetres),
    l.trajetsNonEstimes,
    l.congeJours,
    ...ABSENCE_MOTIFS.map((m) => l.absences[m]),
    l.synchroRetard,
  ];
  const header = [
    'Mois',
    'Agent',
    'Interventions',
    'Heures travaillées',
    'Heures en semaine',
    'Heures le dimanche',
    'Heures les jours fériés',
    'Dont heures de nuit (21 h – 6 h)',
    'Temps de trajet (heures)',
    'Trajets (km)',
    'Trajets non estimés',
    'Congés (jours)',
    ...ABSENCE_MOTIFS.map((m) => `Absences : ${ABSENCE_MOTIF_LABELS[m].toLowerCase()}`),
    'Interventions synchronisées en retard',
  ];
  const decimalColumns = new Set([3, 4, 5, 6, 7, 8, 9]);
  const formats: (ColumnFormat | undefined)[] = header.map((_, i) =>
    decimalColumns.has(i) ? 'decimal' : undefined,
  );
  return [
    {
      sheet: 'Variables de paie',
      title: `Variables de paie du ${period.from} au ${period.to}`,
      header,
      rows: [
        ...sorted.map((l) => [l.mois, l.agent, ...figures(l)]),
        ['Total', null, ...figures(total)],
      ],
      formats,
      totalRow: true,
    },
  ];
}
