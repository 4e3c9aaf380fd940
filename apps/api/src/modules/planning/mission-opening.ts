import { atUtc, isoDayOfWeek, RECURRING_INTERVENTIONS_SHOWN, type Period } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import { asRow, DAY_MS } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { findMissionRow } from './read-model.queries.ts';

/*
 * Missions opened by other modules' decisions, inside their transaction: a signed quote, an
 * insurer's coverage, an accepted proposal (scénario).
 */

/** A weekly slot as a quote or a need writes it (Monday = 1). */
export interface SlotInput {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What a signed quote says about the missions it opens. */
export interface SignedDevis {
  id: number;
  reference: string;
  client_id: number;
  /** The mission the quote extends, if any. */
  mission_id: number | null;
  is_ponctuel: boolean;
  client_besoin_skill_id: number;
  date_debut: Date | null;
  date_fin: Date | null;
  description: string | null;
  lines: {
    client_besoin_skill_id: number | null;
    nb_heures: number;
    nb_heures_weekend: number;
    horaires: SlotInput[];
  }[];
}

const toHoraires = (missionId: number, slots: SlotInput[]) =>
  slots.map((slot) => ({
    mission_id: missionId,
    day: slot.day,
    start_time: slot.time_debut,
    end_time: slot.time_fin,
  }));

/** An accepted proposal (scénario): its agent, and its dated or weekly slots. */
export interface AcceptedScenario {
  clientId: number;
  /** The mission the proposal extends, or null to open one. */
  missionId: number | null;
  devisId: number | null;
  skill: number;
  titre: string;
  isPonctuel: boolean;
  dateDebut: string;
  dateFin: string | null;
  candidatId: number | null;
  horaires: SlotInput[];
  creneaux: { date: string; time_debut: string; time_fin: string }[];
}

/** The first upcoming interventions of a weekly slot (section 9), from `start` on. */
function firstOccurrences(
  slot: SlotInput,
  start: Date,
  today: Date,
  dateFin: string | null,
): Period[] {
  let day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  while (
    isoDayOfWeek(day) !== slot.day ||
    atUtc(day.toISOString().slice(0, 10), slot.time_debut) <= today
  ) {
    day = new Date(day.getTime() + DAY_MS);
  }
  const periods: Period[] = [];
  for (let week = 0; week < RECURRING_INTERVENTIONS_SHOWN; week += 1) {
    const iso = new Date(day.getTime() + week * 7 * DAY_MS).toISOString().slice(0, 10);
    if (dateFin && iso > dateFin) break;
    periods.push({ start: atUtc(iso, slot.time_debut), end: atUtc(iso, slot.time_fin) });
  }
  return periods;
}

/**
 * Creates the missions a signed quote opens, one per line (or adds its slots to the mission
 * it extends); returns their ids. A one-off quote with a single slot becomes an intervention
 * without agent; other one-off hours are left to plan.
 */
export async function openMissionsFromDevis(
  tx: Tx,
  devis: SignedDevis,
  signedAt: Date,
): Promise<number[]> {
  const { lines } = devis;
  if (devis.mission_id) {
    if (!devis.is_ponctuel) {
      await q.insertHoraires(
        tx,
        toHoraires(
          devis.mission_id,
          lines.flatMap((line) => line.horaires),
        ),
      );
    }
    return [devis.mission_id];
  }
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const totalHeures = line.nb_heures + line.nb_heures_weekend;
    const dateDebut = devis.date_debut ?? signedAt;
    const single =
      devis.is_ponctuel && lines.length === 1 && line.horaires.length === 1 && devis.date_fin;
    const mission = await q.insertMission(tx, {
      reference: lines.length > 1 ? `M-${devis.reference}-${index + 1}` : `M-${devis.reference}`,
      client_id: devis.client_id,
      is_ponctuel: devis.is_ponctuel,
      client_besoin_skill_id: line.client_besoin_skill_id ?? devis.client_besoin_skill_id,
      devis_id: devis.id,
      date_debut: dateDebut,
      date_fin: devis.is_ponctuel ? (devis.date_fin ?? dateDebut) : devis.date_fin,
      nb_heures_total: devis.is_ponctuel ? totalHeures : null,
      nb_minutes_a_planifier: devis.is_ponctuel && !single ? Math.round(totalHeures * 60) : 0,
      description: devis.description,
    });
    if (devis.is_ponctuel && single) {
      await iq.insertInterventions(tx, [
        {
          mission_id: mission.id,
          client_id: devis.client_id,
          date_debut: dateDebut,
          date_fin: devis.date_fin!,
        },
      ]);
      publishPlanningChanged([{ start: dateDebut, end: devis.date_fin }]);
    } else if (!devis.is_ponctuel) {
      await q.insertHoraires(tx, toHoraires(mission.id, line.horaires));
    }
    ids.push(mission.id);
  }
  return ids;
}

/**
 * Opens the mission of an insurer's coverage (hours granted, to plan); refuses a file
 * reference another mission already has.
 */
export async function openMutuelleMission(
  tx: Tx,
  values: {
    reference: string;
    client_id: number;
    mutuelle_id: number;
    client_besoin_skill_id: number;
    date_debut: Date;
    date_fin: Date;
    nb_heures_total: number;
    description: string;
  },
): Promise<number> {
  const id = await q.insertMissionWithNewReference(tx, {
    ...values,
    is_ponctuel: false,
    nb_minutes_a_planifier: Math.round(values.nb_heures_total * 60),
  });
  if (!id)
    throw refusal(
      'REFERENCE_TAKEN',
      'Cette référence de dossier est déjà utilisée par une mission.',
    );
  return id;
}

/**
 * The interventions of an accepted proposal, with its agent: in the mission it extends (which
 * must still be active) or in a new one. A recurring proposal also gets its weekly slots and
 * their first four upcoming interventions. Refused when no slot is still to come.
 */
export async function openFromScenario(tx: Tx, scenario: AcceptedScenario, today: Date) {
  let missionId = scenario.missionId;
  if (missionId) {
    const mission = await findMissionRow(tx, missionId);
    if (!mission || mission.client_id !== scenario.clientId) throw notFound('Mission introuvable.');
    if (mission.statut !== 'active')
      throw refusal('MISSION_NOT_ACTIVE', "Cette mission n'est plus en cours.");
  } else {
    const mission = await q.insertMission(tx, {
      client_id: scenario.clientId,
      is_ponctuel: scenario.isPonctuel,
      client_besoin_skill_id: scenario.skill,
      devis_id: scenario.devisId,
      date_debut: atUtc(scenario.dateDebut, '00:00'),
      date_fin: scenario.dateFin ? atUtc(scenario.dateFin, '24:00') : null,
      description: scenario.titre,
    });
    missionId = mission.id;
  }
  const base = {
    mission_id: missionId,
    client_id: scenario.clientId,
    candidat_id: scenario.candidatId,
  };
  const rows: (typeof base & {
    dt_dispo_client_id?: number;
    date_debut: Date;
    date_fin: Date;
  })[] = [];
  if (scenario.isPonctuel) {
    for (const c of scenario.creneaux) {
      const start = atUtc(c.date, c.time_debut);
      if (start <= today) continue;
      rows.push({ ...base, date_debut: start, date_fin: atUtc(c.date, c.time_fin) });
    }
  } else {
    const start = new Date(Math.max(atUtc(scenario.dateDebut, '00:00').getTime(), today.getTime()));
    const horaireIds = await q.insertHoraires(
      tx,
      scenario.horaires.map((h) => ({
        mission_id: missionId,
        day: h.day,
        start_time: h.time_debut,
        end_time: h.time_fin,
        candidat_id: scenario.candidatId,
      })),
    );
    scenario.horaires.forEach((h, index) => {
      for (const period of firstOccurrences(h, start, today, scenario.dateFin))
        rows.push({ ...base, dt_dispo_client_id: horaireIds[index]!, ...asRow(period) });
    });
  }
  if (rows.length === 0)
    throw refusal('NO_SLOT_LEFT', "Cette proposition n'a plus de créneau à venir.");
  publishPlanningChanged(rows);
  return { missionId, interventionIds: await iq.insertInterventions(tx, rows) };
}
