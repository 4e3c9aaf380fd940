import type { endpoints, Mission as MissionDto } from '@maisonnee/contract';
import {
  atUtc,
  formatInterventionDate,
  isAgentAvailable,
  isoDayOfWeek,
  RECURRING_INTERVENTIONS_SHOWN,
  weeklyOccurrences,
  type Period,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { notify, NOTIF_TYPE } from '../notifications/notifications.service.ts';
import { findAgentsDispos, firstWeekOccurrences, loadAgentAgenda } from './availability.service.ts';
import {
  AGENT_PAGE,
  asRow,
  CLIENT_PAGE,
  DAY_MS,
  loadMission,
  minutesOf,
} from './planning-common.ts';
import { createInterventionsReadService } from './interventions-read.service.ts';
import * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import {
  findClient,
  findInterventionRow,
  findMissionRow,
  selectInterventionsBetween,
  selectInterventionsByIds,
  selectWaitingInterventions,
  type InterventionsBetween,
  type MissionRow,
} from './read-model.queries.ts';
import { findMissionDtos, loadAgentSummaries, toInterventionDtos } from './read-model.ts';

/*
 * Planning alone writes missions, their weekly slots and their interventions. This service is
 * what the back office plans with (agents available for a mission, interventions created for a
 * mission and an agent) and what other modules ask of planning: open the missions of a signed
 * quote, an insurer's coverage or an accepted proposal; read a client's missions; interventions
 * between two days; the minutes left to plan; an agent's absence taking it off its interventions.
 */

type E = typeof endpoints;

/** Interventions created for an agent without an end date: three months ahead. */
const DEFAULT_PLANNING_DAYS = 91;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface PlanningDeps {
  db: Db;
  now: () => Date;
}

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

export function createPlanningService(deps: PlanningDeps) {
  const { db, now } = deps;
  const interventionsRead = createInterventionsReadService(deps);

  /** The slots to staff: unassigned weekly slots in the first week, or the waiting one-offs. */
  async function slotsToStaff(mission: MissionRow, from: string): Promise<Period[]> {
    if (!mission.is_ponctuel) {
      const horaires = await q.listHoraires(db, mission.id);
      const free = horaires.filter((h) => h.candidat_id === null);
      return firstWeekOccurrences(free.length ? free : horaires, from);
    }
    const waiting = await selectWaitingInterventions(db, mission.id, atUtc(from, '00:00'));
    return waiting.slice(0, 50).map((i) => ({ start: i.date_debut, end: i.date_fin }));
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

  return {
    /**
     * Creates the missions a signed quote opens, one per line (or adds its slots to the mission
     * it extends); returns their ids. A one-off quote with a single slot becomes an intervention
     * without agent; other one-off hours are left to plan.
     */
    async openMissionsFromDevis(tx: Tx, devis: SignedDevis, signedAt: Date): Promise<number[]> {
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
          reference:
            lines.length > 1 ? `M-${devis.reference}-${index + 1}` : `M-${devis.reference}`,
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
        } else if (!devis.is_ponctuel) {
          await q.insertHoraires(tx, toHoraires(mission.id, line.horaires));
        }
        ids.push(mission.id);
      }
      return ids;
    },

    /**
     * Opens the mission of an insurer's coverage (hours granted, to plan); refuses a file
     * reference another mission already has.
     */
    async openMutuelleMission(
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
    },

    /**
     * The interventions of an accepted proposal, with its agent: in the mission it extends (which
     * must still be active) or in a new one. A recurring proposal also gets its weekly slots and
     * their first four upcoming interventions. Refused when no slot is still to come.
     */
    async openFromScenario(tx: Tx, scenario: AcceptedScenario, today: Date) {
      let missionId = scenario.missionId;
      if (missionId) {
        const mission = await findMissionRow(tx, missionId);
        if (!mission || mission.client_id !== scenario.clientId)
          throw notFound('Mission introuvable.');
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
        const start = new Date(
          Math.max(atUtc(scenario.dateDebut, '00:00').getTime(), today.getTime()),
        );
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
      return { missionId, interventionIds: await iq.insertInterventions(tx, rows) };
    },

    /** Agents' summaries (first name, initial, photo, rating) by candidat id. */
    agentSummaries(candidatIds: readonly (number | null | undefined)[]) {
      return loadAgentSummaries(db, candidatIds);
    },

    /** Interventions by id as the contract returns them, in chronological order. */
    async interventionDtos(ids: number[]) {
      return toInterventionDtos(db, await selectInterventionsByIds(db, ids));
    },

    /** THE interventions between two days (see selectInterventionsBetween). */
    interventionsBetween(filter: InterventionsBetween) {
      return selectInterventionsBetween(db, filter);
    },

    /** An agent's interventions between two days, with the client to visit. */
    agentInterventions(
      candidatId: number,
      period: { date_debut?: string | undefined; date_fin?: string | undefined },
    ) {
      return interventionsRead.listOfAgent(candidatId, period);
    },

    /** An intervention (its agent, client, status and times), or undefined. */
    findIntervention(id: number) {
      return findInterventionRow(db, id);
    },

    /** Minutes of a mission still to plan, or undefined when it does not exist. */
    async minutesLeftToPlan(missionId: number) {
      return (await findMissionRow(db, missionId))?.nb_minutes_a_planifier;
    },

    /**
     * Takes minutes from those left to plan on a mission, atomically (two plannings at once
     * cannot both take the last minutes); returns the minutes left, or undefined when fewer
     * than `minutes` were left (nothing taken).
     */
    takeMinutesToPlan(tx: Tx | Db, missionId: number, minutes: number) {
      return q.decrementMinutesAPlanifier(tx, missionId, minutes);
    },

    /** An absent agent's planned interventions of the period go back to planning. */
    unassignAgentBetween(tx: Tx, candidatId: number, from: Date, to: Date) {
      return iq.unassignPlannedInterventions(tx, candidatId, from, to);
    },

    /** Agents available for weekly slots around a point, from a day (listAgentsDisposForHoraires). */
    agentsDisposForHoraires(body: BodyOf<E['listAgentsDisposForHoraires']>) {
      return findAgentsDispos(db, {
        skillId: body.client_besoin_skill_id,
        slots: firstWeekOccurrences(body.horaires, body.date_debut),
        center: { lat: body.lat, lng: body.lng },
        distanceKM: body.distanceKM,
        weekStart: atUtc(body.date_debut, '00:00'),
      });
    },

    /** Agents available for the slots of a mission still to staff, around the client's home. */
    async agentsDispos(missionId: number, body: BodyOf<E['listMissionAgentsDispos']>) {
      const mission = await loadMission(db, missionId);
      const client = await findClient(db, mission.client_id);
      const today = isoDay(now());
      const missionStart = isoDay(mission.date_debut);
      const from = body.date_debut ?? (missionStart > today ? missionStart : today);
      return findAgentsDispos(db, {
        skillId: mission.client_besoin_skill_id,
        slots: await slotsToStaff(mission, from),
        center:
          client?.lat != null && client.lng != null ? { lat: client.lat, lng: client.lng } : null,
        distanceKM: body.distanceKM,
        weekStart: atUtc(from, '00:00'),
      });
    },

    /**
     * Gives an agent the slots of a mission over a period (three months by default): the waiting
     * one-off interventions it is free for, or the chosen (else the free) weekly slots with their
     * interventions. A week where the agent is busy still gets its intervention, without agent.
     */
    async createInterventionsForMission(
      missionId: number,
      agentId: number,
      body: BodyOf<E['createInterventionsForMission']>,
    ) {
      const mission = await loadMission(db, missionId);
      if (mission.statut !== 'active')
        throw refusal('MISSION_NOT_ACTIVE', "Cette mission n'est plus active.");
      const missionEnd = mission.date_fin ? isoDay(mission.date_fin) : null;
      const defaultEnd = isoDay(
        new Date(atUtc(body.date_debut, '00:00').getTime() + DEFAULT_PLANNING_DAYS * DAY_MS),
      );
      const lastDay =
        body.date_fin ?? (missionEnd && missionEnd < defaultEnd ? missionEnd : defaultEnd);
      const from = atUtc(body.date_debut, '00:00');
      const to = atUtc(lastDay, '24:00');
      if (to.getTime() - from.getTime() > 366 * DAY_MS) {
        throw validationFailed(
          { date_fin: 'Une année au plus.' },
          'Période trop longue : une année au plus.',
        );
      }
      const at = now();

      return db.transaction(async (tx) => {
        const agent = await loadAgentAgenda(tx, agentId, from, to);
        if (!agent) throw notFound('Agent introuvable.');
        if (
          !agent.isActiveAgent ||
          !agent.agenda.skillIds.includes(mission.client_besoin_skill_id)
        ) {
          throw refusal(
            'AGENT_NOT_ELIGIBLE',
            "Cet agent n'est pas un agent actif de ce service : il ne peut pas recevoir ces créneaux.",
          );
        }
        const { agenda } = agent;
        // The mission's interventions starting in the period (not cancelled).
        const existing = (
          await selectInterventionsBetween(tx, {
            missionId: mission.id,
            from,
            to,
            statuts: ['planifiee', 'en_cours', 'terminee'],
          })
        ).filter((i) => i.date_debut >= from);
        const assigned: number[] = [];
        const created: Parameters<typeof iq.insertInterventions>[1] = [];
        let minutes = 0;
        const isFree = (period: Period) =>
          isAgentAvailable(agenda, mission.client_besoin_skill_id, period);

        if (mission.is_ponctuel) {
          for (const i of existing) {
            if (i.candidat_id !== null || i.statut !== 'planifiee' || i.date_debut <= at) continue;
            const period = { start: i.date_debut, end: i.date_fin };
            if (!isFree(period)) continue;
            assigned.push(i.id);
            minutes += minutesOf(i);
          }
        } else {
          const horaires = await q.listHoraires(tx, mission.id);
          const wanted = body.horaire_recurent_ids.length
            ? horaires.filter((h) => body.horaire_recurent_ids.includes(h.id))
            : horaires.filter((h) => h.candidat_id === null);
          if (
            body.horaire_recurent_ids.length &&
            wanted.length !== body.horaire_recurent_ids.length
          ) {
            throw validationFailed(
              { horaire_recurent_ids: "Un de ces créneaux n'appartient pas à la mission." },
              "Un de ces créneaux n'appartient pas à la mission.",
            );
          }
          if (wanted.length === 0)
            throw refusal('NO_SLOT_LEFT', "Cette mission n'a plus de créneau sans agent.");
          await q.assignHoraires(
            tx,
            wanted.map((h) => h.id),
            agentId,
          );
          for (const horaire of wanted) {
            for (const period of weeklyOccurrences(horaire, body.date_debut, lastDay)) {
              if (period.start <= at) continue;
              if (mission.date_debut > period.start) continue;
              const same = existing.find(
                (i) =>
                  i.dt_dispo_client_id === horaire.id &&
                  i.date_debut.getTime() === period.start.getTime(),
              );
              const free = isFree(period);
              if (same) {
                if (same.candidat_id === null && same.statut === 'planifiee' && free) {
                  assigned.push(same.id);
                  minutes += minutesOf(asRow(period));
                }
                continue;
              }
              created.push({
                mission_id: mission.id,
                client_id: mission.client_id,
                candidat_id: free ? agentId : null,
                dt_dispo_client_id: horaire.id,
                ...asRow(period),
              });
              if (free) minutes += minutesOf(asRow(period));
            }
          }
        }
        await iq.assignInterventions(tx, assigned, agentId);
        const createdIds = await iq.insertInterventions(tx, created);
        const ids = [...assigned, ...createdIds];
        if (ids.length === 0) {
          throw refusal(
            'NO_INTERVENTION_TO_ASSIGN',
            'Aucune intervention à confier à cet agent sur cette période.',
          );
        }
        // The back office may plan beyond the hours left: what is left is taken, down to zero.
        if (minutes > 0)
          await q.decrementMinutesAPlanifier(tx, mission.id, minutes, { upTo: true });
        const dtos = await toInterventionDtos(tx, await selectInterventionsByIds(tx, ids));
        const mine = dtos.filter((d) => d.candidat_id === agentId);
        const first = mine[0];
        const summary = first
          ? `${mine.length} intervention(s) à partir du ${formatInterventionDate(first.date_debut, first.date_fin)}`
          : 'aucune intervention';
        await notify(
          tx,
          { clientId: mission.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Intervenant confirmé',
            body: `${agent.candidat.prenom ?? 'Votre intervenant'} assurera ${summary}.`,
            landingPage: CLIENT_PAGE,
            missionId: mission.id,
          },
        );
        await notify(
          tx,
          { candidatId: agentId },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Nouvelles interventions',
            body: `Vous êtes planifié : ${summary}.`,
            landingPage: AGENT_PAGE,
            missionId: mission.id,
          },
        );
        return dtos;
      });
    },

    /** The client and state of a mission (to add a need to it), or undefined. */
    async findMission(missionId: number) {
      return findMissionRow(db, missionId);
    },

    /** Missions by id, or all of a client's, oldest first, with all their interventions. */
    missionDtos(where: { clientId: number } | { ids: number[] }): Promise<MissionDto[]> {
      return findMissionDtos(db, where, now());
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
