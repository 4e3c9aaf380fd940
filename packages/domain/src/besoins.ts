import { DAY_SHORT_NAMES, formatUtcTime, isIsoDay, isoDayOfWeek, parseUtcDate } from './dates.ts';
import type { IsoDay } from './dates.ts';
import type { HoraireOf, InterventionOf, MissionLike } from './missions.ts';
import { skillIcon, skillLabel } from './skills.ts';

/** The three segments of the need screen. */
export type BesoinSegment = 'ponctuel' | 'recurrent' | 'mutuelle';

/** One need (besoin) as the need screen shows it: one mission summarised. */
export interface BesoinGroup<M extends MissionLike = MissionLike> {
  /** service label, or the insurer's name for a mutuelle need */
  title: string;
  icon: string;
  client_besoin_skill_id: number;
  /** distinct short day names ('Lun.' …) of the need's slots, Monday first */
  days: string[];
  /** distinct 'HH:mm - HH:mm' time ranges of the need's slots, earliest first */
  timeSlots: string[];
  mission_id: number;
  date_debut: string;
  date_fin: string | null;
  interventions: InterventionOf<M>[];
  notificationIds: number[];
  /** true only for the first need of each segment */
  expanded: boolean;
}

/** A recurring need also carries its weekly slots. */
export interface RecurrentBesoinGroup<M extends MissionLike = MissionLike> extends BesoinGroup<M> {
  horaires_recurents: HoraireOf<M>[];
}

/** A need paid by a mutual insurer also carries its hour budget and the insurer. */
export interface MutuelleBesoinGroup<
  M extends MissionLike = MissionLike,
> extends RecurrentBesoinGroup<M> {
  nb_heures_total: number | null;
  nb_heures_consommees: number | null;
  nb_minutes_a_planifier: number | null;
  mutuelleNom: string;
  reference: string | null;
  is_mission_mutuelle: true;
}

/** The need screen's three segments. */
export interface BesoinGroups<M extends MissionLike = MissionLike> {
  ponctuel: BesoinGroup<M>[];
  recurrent: RecurrentBesoinGroup<M>[];
  mutuelle: MutuelleBesoinGroup<M>[];
}

const toMillis = (now: Date | number): number => (typeof now === 'number' ? now : now.getTime());

function isAfter(date: string | null | undefined, now: Date | number): boolean {
  if (date === null || date === undefined) return false;
  // An unreadable date gives NaN, and NaN > now is false: such a need is treated as ended.
  return parseUtcDate(date).getTime() > toMillis(now);
}

/**
 * A mutual-insurer mission counts only while its end date is in the future (strictly after
 * now); a mission without an insurer, or without an end date, is not an active insurer mission.
 */
export function isMutuelleMissionActive(mission: MissionLike, now: Date | number): boolean {
  return mission.mutuelle_id !== null && isAfter(mission.date_fin, now);
}

/** A need has not ended while it has no end date or its end date is after now. */
export function isBesoinOngoing(mission: MissionLike, now: Date | number): boolean {
  return mission.date_fin === null || isAfter(mission.date_fin, now);
}

interface Slot {
  day: IsoDay;
  start: string;
  end: string;
}

/** 'HH:mm:ss' from the database and 'HH:mm' from forms display the same way. */
const shortTime = (time: string): string => time.slice(0, 5);

function slotsOf(mission: MissionLike): Slot[] {
  if (!mission.is_ponctuel && mission.horaires_recurents.length > 0) {
    return mission.horaires_recurents.flatMap((h) =>
      isIsoDay(h.day)
        ? [{ day: h.day, start: shortTime(h.start_time), end: shortTime(h.end_time) }]
        : [],
    );
  }
  return mission.interventions.flatMap((i) => {
    const start = parseUtcDate(i.date_debut);
    const end = parseUtcDate(i.date_fin);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [];
    return [{ day: isoDayOfWeek(start), start: formatUtcTime(start), end: formatUtcTime(end) }];
  });
}

function summarise<M extends MissionLike>(mission: M, now: Date | number, expanded: boolean) {
  const slots = slotsOf(mission);
  const days = [...new Set(slots.map((s) => s.day))].sort((a, b) => a - b);
  const ranges = [...new Map(slots.map((s) => [`${s.start} - ${s.end}`, s])).entries()]
    .sort(([, a], [, b]) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))
    .map(([label]) => label);
  const skillId = mission.client_besoin_skill_id;
  const unread = (mission.notifications ?? []).filter((n) => !n.is_read).map((n) => n.id);
  const base: BesoinGroup<M> = {
    title: skillLabel(skillId),
    icon: skillIcon(skillId),
    client_besoin_skill_id: skillId,
    days: days.map((d) => DAY_SHORT_NAMES[d]),
    timeSlots: ranges,
    mission_id: mission.id,
    date_debut: mission.date_debut,
    date_fin: mission.date_fin,
    interventions: [...mission.interventions],
    notificationIds: mission.is_ponctuel && !isBesoinOngoing(mission, now) ? [] : unread,
    expanded,
  };
  return base;
}

/**
 * Groups missions into the need screen's segments. A mission with an insurer (mutuelle_id)
 * goes to `mutuelle` and counts only while its end date is after now; any other mission goes
 * to `ponctuel` when one-off, otherwise to `recurrent`. Missions keep the order given, and the
 * first need of each segment starts expanded. One-off needs count their unread notifications
 * only while the need has not ended; the others always count their unread notifications.
 */
export function groupBesoins<M extends MissionLike>(
  missions: readonly M[],
  now: Date | number,
): BesoinGroups<M> {
  const groups: BesoinGroups<M> = { ponctuel: [], recurrent: [], mutuelle: [] };
  for (const mission of missions) {
    if (mission.mutuelle_id !== null) {
      if (!isMutuelleMissionActive(mission, now)) continue;
      const nom = mission.mutuelle?.nom ?? '';
      const base = summarise(mission, now, groups.mutuelle.length === 0);
      groups.mutuelle.push({
        ...base,
        title: nom || base.title,
        horaires_recurents: [...mission.horaires_recurents],
        nb_heures_total: mission.nb_heures_total,
        nb_heures_consommees: mission.nb_heures_consommees,
        nb_minutes_a_planifier: mission.nb_minutes_a_planifier,
        mutuelleNom: nom,
        reference: mission.reference,
        is_mission_mutuelle: true,
      });
    } else if (mission.is_ponctuel) {
      groups.ponctuel.push(summarise(mission, now, groups.ponctuel.length === 0));
    } else {
      groups.recurrent.push({
        ...summarise(mission, now, groups.recurrent.length === 0),
        horaires_recurents: [...mission.horaires_recurents],
      });
    }
  }
  return groups;
}

/**
 * The need screen opens on `ponctuel`, except when there is no one-off need but there are
 * recurring ones: then it opens on `recurrent`.
 */
export function defaultBesoinSegment(
  groups: Pick<BesoinGroups, 'ponctuel' | 'recurrent'>,
): 'ponctuel' | 'recurrent' {
  return groups.ponctuel.length === 0 && groups.recurrent.length > 0 ? 'recurrent' : 'ponctuel';
}

/**
 * True when an insurer mission is still in force (end date after now) and has hours left:
 * hours consumed (none counts as 0) below the total hours granted.
 */
export function hasActiveMutuelleWithUnusedHours(
  missions: readonly MissionLike[],
  now: Date | number,
): boolean {
  return missions.some(
    (m) =>
      isMutuelleMissionActive(m, now) &&
      m.nb_heures_total !== null &&
      (m.nb_heures_consommees ?? 0) < m.nb_heures_total,
  );
}

/**
 * Choosing a new service is offered only when no active insurer mission still has unused
 * hours (those hours must be planned first).
 */
export function canSelectService(missions: readonly MissionLike[], now: Date | number): boolean {
  return !hasActiveMutuelleWithUnusedHours(missions, now);
}
