import type { endpoints } from '@maisonnee/contract';
import {
  atUtc,
  formatInterventionDate,
  INTERVENTION_STATUTS,
  isAgentAvailable,
  weeklyOccurrences,
  type Period,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { findAgentsDispos, firstWeekOccurrences, loadAgentAgenda } from './availability.service.ts';
import * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import { asRow, DAY_MS, loadMission, minutesOf } from './planning-common.ts';
import {
  findClient,
  selectInterventionsBetween,
  selectInterventionsByIds,
  selectWaitingInterventions,
  type MissionRow,
} from './read-model.queries.ts';
import { toInterventionDtos } from './read-model.ts';

/*
 * Staffing missions (back office): the agents available for slots, and a mission's slots given
 * to an agent with their interventions.
 */

type E = typeof endpoints;

/** Interventions created for an agent without an end date: three months ahead. */
const DEFAULT_PLANNING_DAYS = 91;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createAssignmentService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

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

  return {
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
            statuts: INTERVENTION_STATUTS.filter((statut) => statut !== 'annulee'),
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
          NOTIFICATION_MESSAGES.intervention.intervenantConfirme({
            missionId: mission.id,
            prenom: agent.candidat.prenom,
            summary,
          }),
        );
        await notify(
          tx,
          { candidatId: agentId },
          NOTIFICATION_MESSAGES.intervention.nouvellesInterventions({
            missionId: mission.id,
            summary,
          }),
        );
        return dtos;
      });
    },
  };
}
