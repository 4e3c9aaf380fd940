import {
  atUtc,
  formatInterventionDate,
  holidayOf,
  INTERVENTION_STATUTS,
  PLANNING_DEFAULT_HORIZON_DAYS,
  PLANNING_MAX_HORIZON_DAYS,
  weeklyOccurrences,
  type Period,
} from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { refusal, validationFailed } from '../../lib/app-error.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import type * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import { asRow, DAY_MS } from './planning-common.ts';
import { selectInterventionsBetween, type MissionRow } from './read-model.queries.ts';
import type { toInterventionDtos } from './read-model.ts';

/*
 * What planning a mission for an agent gives it (assignment.service.ts): the period from the
 * first day to the horizon, and the slots of that period (docs/planning.md).
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  isoDay(new Date(atUtc(day, '00:00').getTime() + days * DAY_MS));

export interface PlanningPeriod {
  /** First and last days, `YYYY-MM-DD`, both included. */
  first: string;
  last: string;
  from: Date;
  to: Date;
}

/**
 * The days planned: from `date_debut` (default today, or the mission's start when later) to
 * `date_fin` (default the mission's end, or 91 days after the first day when sooner or when the
 * mission has no end), never beyond the mission's end, one year at most.
 */
export function planningPeriod(
  mission: MissionRow,
  body: { date_debut?: string | undefined; date_fin?: string | undefined },
  at: Date,
): PlanningPeriod {
  const today = isoDay(at);
  const missionStart = isoDay(mission.date_debut);
  const first = body.date_debut ?? (missionStart > today ? missionStart : today);
  const missionEnd = mission.date_fin ? isoDay(mission.date_fin) : null;
  const defaultLast = addDays(first, PLANNING_DEFAULT_HORIZON_DAYS);
  let last = body.date_fin ?? defaultLast;
  if (missionEnd && last > missionEnd) last = missionEnd;
  if (last < first) {
    throw validationFailed(
      { date_debut: `La mission se termine le ${missionEnd!.split('-').reverse().join('/')}.` },
      `Cette mission se termine le ${missionEnd!.split('-').reverse().join('/')} : choisissez un premier jour avant cette date.`,
    );
  }
  if (last > addDays(first, PLANNING_MAX_HORIZON_DAYS)) {
    throw validationFailed(
      { date_fin: 'Une année au plus.' },
      'Période trop longue : planifiez une année au plus en une fois.',
    );
  }
  return { first, last, from: atUtc(first, '00:00'), to: atUtc(last, '24:00') };
}

type NewRow = Parameters<typeof iq.insertInterventions>[1][number];

/**
 * What is given to the agent: periods to check, rows to assign or create, holidays met, and the
 * interventions without agent of the planned weekly slots on a skipped holiday (removed).
 */
export interface SlotPlan {
  periods: Period[];
  assignIds: number[];
  create: NewRow[];
  horaireIds: number[];
  holidays: { date: string; nom: string; conserve: boolean }[];
  removeIds: number[];
}

/**
 * The slots of the period for the agent: the waiting one-off interventions (a one-off mission),
 * or every occurrence of the chosen weekly slots (else those without an agent) still to come,
 * taking over their existing intervention without agent. An occurrence on a public holiday is
 * skipped unless `jours_feries` is `conserver`, and then the existing interventions without agent
 * of those slots on a holiday are removed; each holiday met is reported.
 */
export async function planSlots(
  tx: Tx,
  mission: MissionRow,
  agentId: number,
  body: { horaire_recurent_ids: number[]; jours_feries: 'ignorer' | 'conserver' },
  period: PlanningPeriod,
  at: Date,
): Promise<SlotPlan> {
  const plan: SlotPlan = {
    periods: [],
    assignIds: [],
    create: [],
    horaireIds: [],
    holidays: [],
    removeIds: [],
  };
  const keepHolidays = body.jours_feries === 'conserver';
  // The mission's interventions starting in the period (not cancelled).
  const existing = (
    await selectInterventionsBetween(tx, {
      missionId: mission.id,
      from: period.from,
      to: period.to,
      statuts: INTERVENTION_STATUTS.filter((statut) => statut !== 'annulee'),
    })
  ).filter((i) => i.date_debut >= period.from);

  if (mission.is_ponctuel) {
    for (const i of existing) {
      if (i.candidat_id !== null || i.statut !== 'planifiee' || i.date_debut <= at) continue;
      const slot = { start: i.date_debut, end: i.date_fin };
      const nom = holidayOf(slot);
      // Dated by the client: kept on a holiday, and reported.
      if (nom) plan.holidays.push({ date: isoDay(slot.start), nom, conserve: true });
      plan.periods.push(slot);
      plan.assignIds.push(i.id);
    }
    return plan;
  }

  const horaires = await q.listHoraires(tx, mission.id);
  const wanted = body.horaire_recurent_ids.length
    ? horaires.filter((h) => body.horaire_recurent_ids.includes(h.id))
    : horaires.filter((h) => h.candidat_id === null);
  if (body.horaire_recurent_ids.length && wanted.length !== body.horaire_recurent_ids.length) {
    throw validationFailed(
      { horaire_recurent_ids: "Un de ces créneaux n'appartient pas à la mission." },
      "Un de ces créneaux n'appartient pas à la mission.",
    );
  }
  if (wanted.length === 0)
    throw refusal('NO_SLOT_LEFT', "Cette mission n'a plus de créneau sans agent.");
  plan.horaireIds = wanted.map((h) => h.id);
  if (!keepHolidays) {
    // Holidays skipped: the planned slots' interventions still waiting for an agent on a holiday
    // go too, or they would wait for an agent (and a cockpit task) that is never coming.
    for (const i of existing) {
      const isWaiting = i.candidat_id === null && i.statut === 'planifiee' && i.date_debut > at;
      const ofPlannedSlot =
        i.dt_dispo_client_id !== null && plan.horaireIds.includes(i.dt_dispo_client_id);
      if (isWaiting && ofPlannedSlot && holidayOf({ start: i.date_debut, end: i.date_fin }))
        plan.removeIds.push(i.id);
    }
  }
  for (const horaire of wanted) {
    for (const slot of weeklyOccurrences(horaire, period.first, period.last)) {
      if (slot.start <= at || slot.start < mission.date_debut) continue;
      const nom = holidayOf(slot);
      if (nom) plan.holidays.push({ date: isoDay(slot.start), nom, conserve: keepHolidays });
      if (nom && !keepHolidays) continue;
      const same = existing.find(
        (i) =>
          i.dt_dispo_client_id === horaire.id && i.date_debut.getTime() === slot.start.getTime(),
      );
      if (same) {
        // Already this agent's, or another's, or started: left as it is.
        if (same.candidat_id !== null || same.statut !== 'planifiee') continue;
        plan.assignIds.push(same.id);
      } else {
        plan.create.push({
          mission_id: mission.id,
          client_id: mission.client_id,
          candidat_id: agentId,
          dt_dispo_client_id: horaire.id,
          ...asRow(slot),
        });
      }
      plan.periods.push(slot);
    }
  }
  plan.holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return plan;
}

/** Client and agent are told who comes and from when. */
export async function tellPlanned(
  tx: Tx,
  mission: MissionRow,
  agentId: number,
  prenom: string | null,
  dtos: Awaited<ReturnType<typeof toInterventionDtos>>,
) {
  const first = dtos[0];
  const summary = first
    ? `${dtos.length} intervention(s) à partir du ${formatInterventionDate(first.date_debut, first.date_fin)}`
    : 'aucune intervention';
  await notify(
    tx,
    { clientId: mission.client_id },
    NOTIFICATION_MESSAGES.intervention.intervenantConfirme({
      missionId: mission.id,
      prenom,
      summary,
    }),
  );
  await notify(
    tx,
    { candidatId: agentId },
    NOTIFICATION_MESSAGES.intervention.nouvellesInterventions({ missionId: mission.id, summary }),
  );
}
