import type { endpoints } from '@maisonnee/contract';
import { atUtc, type Period } from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { assertIntervenantNotEcarte } from '../clients/intervenant-preferences.service.ts';
import {
  assertAgentEligible,
  assertAgentFreeForAll,
  assertAgentWithinPlanningRules,
  assertSlotsOnGrid,
} from './agent-checks.ts';
import { planningPeriod, planSlots, tellPlanned } from './assignment-plan.ts';
import { lockCandidat } from './availability.queries.ts';
import {
  findAgentsDispos,
  firstWeekOccurrences,
  loadAgentAgenda,
  loadAgentRuleInputs,
  searchAgentsDispos,
} from './availability.service.ts';
import * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import { asRow, loadMission, minutesOf } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import {
  findClient,
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

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createAssignmentService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;

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
    /**
     * Agents available for weekly slots around a point, from a day (listAgentsDisposForHoraires);
     * with `clientId`, ranked for that client (known and rated well first).
     */
    async agentsDisposForHoraires(
      body: BodyOf<E['listAgentsDisposForHoraires']>,
      clientId?: number,
    ) {
      return findAgentsDispos(db, {
        skillId: body.client_besoin_skill_id,
        slots: firstWeekOccurrences(body.horaires, body.date_debut),
        center: { lat: body.lat, lng: body.lng },
        distanceKM: await searchRadiusKm(db, config, body.distanceKM),
        weekStart: atUtc(body.date_debut, '00:00'),
        clientId: clientId ?? null,
      });
    },

    /**
     * Agents available for the slots of a mission still to staff, around the client's home, with
     * how many agents of the skill the radius holds and how many of them can take a slot.
     */
    async agentsDispos(missionId: number, body: BodyOf<E['listMissionAgentsDispos']>) {
      const mission = await loadMission(db, missionId);
      const client = await findClient(db, mission.client_id);
      const today = isoDay(now());
      const missionStart = isoDay(mission.date_debut);
      const from = body.date_debut ?? (missionStart > today ? missionStart : today);
      return searchAgentsDispos(db, {
        skillId: mission.client_besoin_skill_id,
        slots: await slotsToStaff(mission, from),
        center:
          client?.lat != null && client.lng != null ? { lat: client.lat, lng: client.lng } : null,
        distanceKM: await searchRadiusKm(db, config, body.distanceKM),
        weekStart: atUtc(from, '00:00'),
        clientId: mission.client_id,
      });
    },

    /**
     * Gives an agent the slots of a mission from a first day to a horizon (docs/planning.md):
     * the waiting one-off interventions, or the chosen (else the free) weekly slots with all
     * their interventions of the period, public holidays skipped unless kept. All or nothing:
     * refused when the agent cannot take every one of them (busy, on leave, absent), has not the
     * skill, when a slot is off the grid, or when nothing or no hours are left to plan.
     */
    async createInterventionsForMission(
      missionId: number,
      agentId: number,
      body: BodyOf<E['createInterventionsForMission']>,
    ) {
      const mission = await loadMission(db, missionId);
      if (mission.statut !== 'active')
        throw refusal(
          'MISSION_NOT_ACTIVE',
          "Cette mission n'est plus active : elle ne se planifie plus.",
        );
      const at = now();
      const period = planningPeriod(mission, body, at);
      const { from, to } = period;

      const { dtos, report } = await db.transaction(async (tx) => {
        // One planning of this agent at a time: a second one waits and sees the first's slots.
        await lockCandidat(tx, agentId);
        const agent = await loadAgentAgenda(tx, agentId, from, to);
        if (!agent) throw notFound('Agent introuvable.');
        const skill = mission.client_besoin_skill_id;
        const plan = await planSlots(tx, mission, agentId, body, period, at);
        assertSlotsOnGrid(plan.periods);
        assertAgentEligible({ ...agent, prenom: agent.candidat.prenom }, skill);
        await assertIntervenantNotEcarte(tx, mission.client_id, agentId, agent.candidat.prenom);
        const noHoursLeft = mission.nb_heures_total !== null && mission.nb_minutes_a_planifier <= 0;
        if (plan.periods.length === 0 || (noHoursLeft && !mission.is_ponctuel)) {
          if (noHoursLeft)
            throw refusal(
              'NO_HOURS_LEFT',
              'Toutes les heures de cette mission sont déjà planifiées.',
            );
          throw refusal(
            'NO_INTERVENTION_TO_ASSIGN',
            mission.is_ponctuel
              ? "Aucune intervention de cette mission n'attend d'agent sur cette période."
              : 'Aucune intervention à confier à cet agent sur cette période.',
          );
        }
        assertAgentFreeForAll({ ...agent, prenom: agent.candidat.prenom }, plan.periods);
        const client = await findClient(tx, mission.client_id);
        assertAgentWithinPlanningRules(
          { prenom: agent.candidat.prenom, transportTypeId: agent.candidat.transport_type_id },
          await loadAgentRuleInputs(tx, agentId, plan.periods),
          plan.periods,
          client ? { lat: client.lat, lng: client.lng } : null,
        );

        await q.assignHoraires(tx, plan.horaireIds, agentId);
        await iq.assignInterventions(tx, plan.assignIds, agentId);
        await iq.deleteInterventions(tx, plan.removeIds);
        const createdIds = await iq.insertInterventions(
          tx,
          plan.create.map((row) => ({ ...row, candidat_id: agentId })),
        );
        const ids = [...plan.assignIds, ...createdIds];
        // A one-off mission's visits given; a weekly one's whole period (holidays removed too).
        publishPlanningChanged(mission.is_ponctuel ? plan.periods : [{ start: from, end: to }]);
        const minutes = plan.periods.reduce((total, p) => total + minutesOf(asRow(p)), 0);
        // The back office may plan beyond the hours left: what is left is taken, down to zero.
        const left = await q.decrementMinutesAPlanifier(tx, mission.id, minutes, { upTo: true });
        const dtos = await toInterventionDtos(tx, await selectInterventionsByIds(tx, ids));
        await tellPlanned(tx, mission, agentId, agent.candidat.prenom, dtos);
        return {
          dtos,
          report: {
            date_debut: period.first,
            date_fin: period.last,
            jours_feries: plan.holidays,
            nb_minutes_planifiees: minutes,
            nb_minutes_a_planifier: left ?? 0,
          },
        };
      });
      return { interventions: dtos, planification: report };
    },
  };
}
