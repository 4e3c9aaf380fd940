import type { agentDispoSchema } from '@maisonnee/contract';
import { isAgentAvailable, mondayOfWeek } from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { assertIntervenantNotEcarte } from '../clients/intervenant-preferences.service.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { findAgentsDispos, loadAgentAgenda } from './availability.service.ts';
import * as iq from './interventions.queries.ts';
import * as mq from './missions.queries.ts';
import { refOf, reloadIntervention, tell, when } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { findClient, findInterventionRow, type InterventionRow } from './read-model.queries.ts';

/*
 * Replacing an agent on one planned intervention (an absence, a leave, an agent who cannot come):
 * the agents who could take it, best first (the availability engine's ranking), and the
 * intervention given to the chosen one, with the client and both agents told.
 */

type AgentDispoDto = z.infer<typeof agentDispoSchema>;

/** Only a planned intervention still to come can change hands. */
function assertReplaceable(row: InterventionRow, at: Date) {
  if (row.statut !== 'planifiee' || row.date_debut <= at) {
    throw refusal(
      'INTERVENTION_NOT_PLANNED',
      'Seule une intervention planifiée à venir peut être confiée à un autre agent.',
    );
  }
}

export function createReassignService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    /**
     * Agents free for the whole intervention, around the client's home (the agent who holds it
     * left out), ranked as the availability engine ranks them; empty when it cannot be replaced.
     */
    async replacementsFor(
      interventionId: number,
      options: { distanceKM: number; exceptCandidatId?: number | null },
    ): Promise<AgentDispoDto[]> {
      const row = await findInterventionRow(db, interventionId);
      if (!row || row.skill_id === null) return [];
      if (row.statut !== 'planifiee' || row.date_debut <= now()) return [];
      const client = await findClient(db, row.client_id);
      const excluded = [row.candidat_id, options.exceptCandidatId].filter(
        (id): id is number => typeof id === 'number',
      );
      // Passed as a variable: the ranking by the client's history takes these when it knows them.
      const search = {
        skillId: row.skill_id,
        slots: [{ start: row.date_debut, end: row.date_fin }],
        center:
          client?.lat != null && client.lng != null ? { lat: client.lat, lng: client.lng } : null,
        distanceKM: options.distanceKM,
        weekStart: mondayOfWeek(row.date_debut),
        clientId: row.client_id,
        excludeCandidatIds: excluded,
      };
      const found = await findAgentsDispos(db, search);
      return found.filter(
        (agent) => agent.is_disponible_tous_creneaux && !excluded.includes(agent.candidat.id),
      );
    },

    /**
     * Gives a planned intervention to another agent: an active agent of the service, free then
     * (no other intervention, not on accepted leave, not absent). The client, the agent replaced
     * and the new one are told.
     */
    async reassignIntervention(interventionId: number, candidatId: number) {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await findInterventionRow(tx, interventionId);
        if (!row) throw notFound('Intervention introuvable.');
        assertReplaceable(row, at);
        if (row.candidat_id === candidatId) {
          throw refusal('AGENT_BUSY', 'Cet agent assure déjà cette intervention.');
        }
        const agent = await loadAgentAgenda(tx, candidatId, row.date_debut, row.date_fin);
        if (!agent) throw notFound('Agent introuvable.');
        if (
          !agent.isActiveAgent ||
          row.skill_id === null ||
          !agent.agenda.skillIds.includes(row.skill_id)
        ) {
          throw refusal(
            'AGENT_NOT_ELIGIBLE',
            "Cet agent n'est pas un agent actif de ce service : il ne peut pas remplacer sur cette intervention.",
          );
        }
        await assertIntervenantNotEcarte(tx, row.client_id, candidatId, agent.candidat.prenom);
        const period = { start: row.date_debut, end: row.date_fin };
        if (!isAgentAvailable(agent.agenda, row.skill_id, period)) {
          throw refusal(
            'AGENT_BUSY',
            "Cet agent n'est pas disponible sur ce créneau (autre intervention, congé ou absence).",
          );
        }
        // The agent replaced: the one who holds it, else (taken off it for an absence) the agent
        // of its weekly slot.
        const horaire =
          row.candidat_id === null && row.dt_dispo_client_id !== null
            ? await mq.findHoraire(tx, row.dt_dispo_client_id)
            : undefined;
        const previous = row.candidat_id ?? horaire?.candidat_id ?? null;
        await iq.assignInterventions(tx, [row.id], candidatId);
        publishPlanningChanged([row]);
        const client = await findClient(tx, row.client_id);
        const clientName = client ? [client.prenom, client.nom].filter(Boolean).join(' ') : '';
        await tell(
          tx,
          'client',
          row,
          row.mission_id
            ? NOTIFICATION_MESSAGES.intervention.intervenantConfirme({
                missionId: row.mission_id,
                prenom: agent.candidat.prenom,
                summary: `l'intervention du ${when(row)}`,
              })
            : NOTIFICATION_MESSAGES.intervention.planifiee({ ...refOf(row), quand: when(row) }),
        );
        await tell(
          tx,
          'agent',
          { ...row, candidat_id: candidatId },
          NOTIFICATION_MESSAGES.intervention.confiee({
            ...refOf(row),
            quand: when(row),
            clientName,
          }),
        );
        if (previous !== null && previous !== candidatId) {
          await tell(
            tx,
            'agent',
            { ...row, candidat_id: previous },
            NOTIFICATION_MESSAGES.intervention.supprimee({
              missionId: row.mission_id,
              quand: when(row),
            }),
          );
        }
        return reloadIntervention(tx, row.id);
      });
    },
  };
}

export type ReassignService = ReturnType<typeof createReassignService>;
