import {
  DAY_SHORT_NAMES,
  checkAnswerProlongation,
  checkClientCancellation,
  checkDirectProlongation,
  halfHourSlots,
  isMissionComplete,
  keepFirstInterventions,
  toIsoDateString,
  toParisIsoDate,
  type InterventionStatut,
  type IsoDay,
  type MissionLike,
  type ProlongationStatut,
} from '@maisonnee/domain';

/** The three segments of the client's missions, as on the need screen (section 2). */
export const MISSION_SEGMENTS = ['ponctuel', 'recurrent', 'mutuelle'] as const;
export type MissionSegment = (typeof MISSION_SEGMENTS)[number];

/** An insurer mission goes to `mutuelle` whatever its rhythm; the others by their rhythm. */
export function segmentOf(
  mission: Pick<MissionLike, 'mutuelle_id' | 'is_ponctuel'>,
): MissionSegment {
  if (mission.mutuelle_id !== null) return 'mutuelle';
  return mission.is_ponctuel ? 'ponctuel' : 'recurrent';
}

/**
 * Missions by segment; a recurring mission keeps only its first four interventions (section 4),
 * in chronological order.
 */
export function groupMissions<M extends MissionLike>(
  missions: readonly M[],
): Record<MissionSegment, M[]> {
  const groups: Record<MissionSegment, M[]> = { ponctuel: [], recurrent: [], mutuelle: [] };
  for (const mission of missions) groups[segmentOf(mission)].push(keepFirstInterventions(mission));
  return groups;
}

/**
 * `ponctuel` by default; `recurrent` when there is no one-off mission but recurring ones
 * (section 2), and `mutuelle` when it is the only segment with missions.
 */
export function defaultSegment(groups: Record<MissionSegment, readonly unknown[]>): MissionSegment {
  if (groups.ponctuel.length > 0) return 'ponctuel';
  if (groups.recurrent.length > 0) return 'recurrent';
  if (groups.mutuelle.length > 0) return 'mutuelle';
  return 'ponctuel';
}

/**
 * Where the staffing of a mission stands: `none` when no intervention is planned at all (there is
 * nothing to staff yet, so "every slot has an agent" would be false), `waiting` when a slot waits
 * for an agent, `complete` when every planned slot has one.
 */
export type MissionStaffing = 'none' | 'waiting' | 'complete';

export function missionStaffing(mission: MissionLike): MissionStaffing {
  if (mission.interventions.length === 0) return 'none';
  return isMissionComplete(mission) ? 'complete' : 'waiting';
}

/** A weekly slot as people read it: `Lun. 08:00 - 10:00`. */
export function formatWeeklySlot(slot: { day: number; start_time: string; end_time: string }) {
  const day = DAY_SHORT_NAMES[slot.day as IsoDay] ?? '';
  return `${day} ${slot.start_time.slice(0, 5)} - ${slot.end_time.slice(0, 5)}`.trim();
}

/** What the client may do on one intervention (the API has the last word). */
export interface InterventionActions {
  canCancel: boolean;
  canEdit: boolean;
  /** The agent asked for more time and waits for the answer. */
  canAnswerProlongation: boolean;
  canExtend: boolean;
  canRate: boolean;
}

/**
 * What the domain's rules allow on one intervention. Cancel and edit (`checkClientCancellation`)
 * stay offered within 24 hours of the start: the API refuses them with CANCELLATION_TOO_LATE and
 * its reason, which the dialog shows, rather than a button that silently disappears.
 */
export function interventionActions(
  intervention: {
    statut: InterventionStatut;
    has_avis: boolean;
    candidat_id: number | null;
    date_debut: string;
    date_fin: string;
  },
  prolongationStatut: ProlongationStatut | null,
  now: Date,
): InterventionActions {
  const dated = {
    statut: intervention.statut,
    date_debut: new Date(intervention.date_debut),
    date_fin: new Date(intervention.date_fin),
  };
  const canChange = (action: 'annuler' | 'modifier') => {
    const rule = checkClientCancellation(dated, now, action);
    return rule.ok || rule.code === 'CANCELLATION_TOO_LATE';
  };
  const state = { statut: intervention.statut, prolongation_statut: prolongationStatut };
  return {
    canCancel: canChange('annuler'),
    canEdit: canChange('modifier'),
    canAnswerProlongation:
      intervention.statut === 'en_cours' && checkAnswerProlongation(prolongationStatut).ok,
    canExtend: intervention.candidat_id !== null && checkDirectProlongation(state).ok,
    canRate:
      intervention.statut === 'terminee' &&
      !intervention.has_avis &&
      intervention.candidat_id !== null,
  };
}

/** Periods of the agenda filters (section 9: history 'day', agenda 'day'). */
export const AGENDA_PERIODS = ['day', 'week', 'month'] as const;
export type AgendaPeriod = (typeof AGENDA_PERIODS)[number];

const PERIOD_DAYS: Record<AgendaPeriod, number> = { day: 1, week: 7, month: 30 };
const DAY_MS = 86_400_000;

/**
 * The planned days (inclusive) the agenda asks for: from today forward, or for the history the
 * same length of time back to yesterday. Today is the Paris day of `now`.
 */
export function agendaRange(
  period: AgendaPeriod,
  mode: 'agenda' | 'history',
  now: Date,
): { start: string; end: string } {
  const today = Date.parse(toParisIsoDate(now));
  const days = PERIOD_DAYS[period];
  if (mode === 'agenda') {
    return {
      start: toIsoDateString(new Date(today)),
      end: toIsoDateString(new Date(today + (days - 1) * DAY_MS)),
    };
  }
  return {
    start: toIsoDateString(new Date(today - days * DAY_MS)),
    end: toIsoDateString(new Date(today - DAY_MS)),
  };
}

/** The agenda view: one-off or recurring interventions (section 9: 'ponctuel' by default). */
export type AgendaView = 'ponctuel' | 'recurrent';

/**
 * The view the agenda opens on: 'ponctuel' (section 9) unless today's interventions are all
 * recurring ones, then 'recurrent', so that today's interventions show when there are any.
 * `todays` are the events of today's range (`agendaRange('day', 'agenda', now)`).
 */
export function initialAgendaView(todays: readonly { is_ponctuel: boolean }[]): AgendaView {
  if (todays.length === 0 || todays.some((event) => event.is_ponctuel)) return 'ponctuel';
  return 'recurrent';
}

/** Events of the view, in chronological order (history: latest first). */
export function eventsOfView<E extends { is_ponctuel: boolean; start: string }>(
  events: readonly E[],
  view: AgendaView,
  mode: 'agenda' | 'history',
): E[] {
  const kept = events.filter((event) => event.is_ponctuel === (view === 'ponctuel'));
  const sorted = kept.sort((a, b) => a.start.localeCompare(b.start));
  return mode === 'history' ? sorted.reverse() : sorted;
}

/** The half-hour grid of section 9, 00:00 to 24:00. */
export const HALF_HOUR_TIMES: readonly string[] = halfHourSlots();
