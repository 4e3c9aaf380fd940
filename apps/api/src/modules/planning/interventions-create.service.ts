import { endpoints } from '@maisonnee/contract';
import { atUtc, formatDuration, periodsOverlap } from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { assertIntervenantNotEcarte } from '../clients/intervenant-preferences.service.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import {
  asRow,
  assertAgentFree,
  assertCandidatExists,
  futureSlot,
  minutesOf,
  reloadIntervention,
  when,
} from './planning-common.ts';
import * as q from './interventions.queries.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { decrementMinutesAPlanifier, findHoraire } from './missions.queries.ts';
import { findClient, findMissionRow, selectInterventionsByIds } from './read-model.queries.ts';
import { toInterventionDtos } from './read-model.ts';

/* Interventions created one by one: by the client on its mission, or by the back office. */

type E = typeof endpoints;

export function createInterventionsCreateService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** The client places slots on its mission; a mutuelle mission takes them from its hours. */
    async createInterventionsClient(
      auth: AuthContext,
      body: BodyOf<E['createInterventionsClient']>,
    ) {
      const mission = await findMissionRow(db, body.mission_id);
      if (!mission) throw notFound('Mission introuvable.');
      assertOwns(auth, endpoints.createInterventionsClient.access, { clientId: mission.client_id });
      if (mission.statut !== 'active')
        throw refusal('MISSION_NOT_ACTIVE', "Cette mission n'est plus active.");
      const at = now();
      const periods = body.creneaux.map((slot, index) =>
        futureSlot(slot, `creneaux.${index}.date`, at),
      );
      for (let i = 0; i < periods.length; i += 1)
        for (let j = i + 1; j < periods.length; j += 1)
          if (periodsOverlap(periods[i]!, periods[j]!))
            throw validationFailed(
              { [`creneaux.${j}.time_debut`]: 'Ce créneau chevauche un autre créneau.' },
              'Deux créneaux se chevauchent.',
            );
      const minutes = periods.reduce((total, p) => total + minutesOf(asRow(p)), 0);
      const exceeded = (left: number) =>
        refusal(
          'MINUTES_EXCEEDED',
          `Ces créneaux dépassent les heures restant à planifier sur la mission (${formatDuration(left)}).`,
        );
      if (mission.mutuelle_id && minutes > mission.nb_minutes_a_planifier)
        throw exceeded(mission.nb_minutes_a_planifier);
      return db.transaction(async (tx) => {
        const ids = await q.insertInterventions(
          tx,
          periods.map((p) => ({
            mission_id: mission.id,
            client_id: mission.client_id,
            date_debut: p.start,
            date_fin: p.end,
          })),
        );
        // Another planning took the minutes meanwhile: nothing is created.
        if (
          mission.mutuelle_id &&
          (await decrementMinutesAPlanifier(tx, mission.id, minutes)) === undefined
        ) {
          const current = await findMissionRow(tx, mission.id);
          throw exceeded(current?.nb_minutes_a_planifier ?? 0);
        }
        publishPlanningChanged(periods);
        await notify(
          tx,
          { planners: true },
          NOTIFICATION_MESSAGES.mission.creneauxAPourvoir({
            missionId: mission.id,
            reference: mission.reference ?? String(mission.id),
            count: ids.length,
          }),
        );
        return toInterventionDtos(tx, await selectInterventionsByIds(tx, ids));
      });
    },

    /** The back office creates one intervention, with or without a mission and an agent. */
    async createIntervention(body: BodyOf<E['createIntervention']>) {
      const client = await findClient(db, body.client_id);
      if (!client) throw notFound('Client introuvable.');
      let missionId: number | null = null;
      if (body.mission_id) {
        const mission = await findMissionRow(db, body.mission_id);
        if (!mission || mission.client_id !== body.client_id)
          throw notFound('Mission introuvable pour ce client.');
        missionId = mission.id;
        if (body.dt_dispo_client_id) {
          const horaire = await findHoraire(db, body.dt_dispo_client_id);
          if (!horaire || horaire.mission_id !== mission.id)
            throw validationFailed({
              dt_dispo_client_id: "Ce créneau n'appartient pas à la mission.",
            });
        }
      } else if (body.dt_dispo_client_id) {
        throw validationFailed({ dt_dispo_client_id: 'Un créneau récurrent suppose une mission.' });
      }
      const start = atUtc(body.date, body.time_debut);
      const end = atUtc(body.date, body.time_fin);
      return db.transaction(async (tx) => {
        if (body.candidat_id) {
          await assertCandidatExists(tx, body.candidat_id);
          await assertIntervenantNotEcarte(tx, body.client_id, body.candidat_id);
          await assertAgentFree(tx, body.candidat_id, { start, end });
        }
        const [id] = await q.insertInterventions(tx, [
          {
            mission_id: missionId,
            client_id: body.client_id,
            candidat_id: body.candidat_id ?? null,
            dt_dispo_client_id: body.dt_dispo_client_id ?? null,
            date_debut: start,
            date_fin: end,
            commentaire: body.commentaire,
          },
        ]);
        publishPlanningChanged([{ start, end }]);
        // The client and the agent are told about the same visit.
        const visit = {
          missionId,
          interventionId: id!,
          quand: when({ date_debut: start, date_fin: end }),
        };
        await notify(
          tx,
          { clientId: body.client_id },
          NOTIFICATION_MESSAGES.intervention.planifiee(visit),
        );
        if (body.candidat_id)
          await notify(
            tx,
            { candidatId: body.candidat_id },
            NOTIFICATION_MESSAGES.intervention.confiee({
              ...visit,
              clientName: [client.prenom, client.nom].filter(Boolean).join(' '),
            }),
          );
        return reloadIntervention(tx, id!);
      });
    },
  };
}
