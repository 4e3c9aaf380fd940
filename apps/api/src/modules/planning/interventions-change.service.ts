import { endpoints } from '@maisonnee/contract';
import { atUtc, checkClientCancellation, workedMinutes } from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { assertAllowed, refusal, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  LANDING_PAGES,
  NOTIFICATION_MESSAGES,
  notify,
} from '../notifications/notifications.service.ts';
import { isAgentBusy } from './availability.service.ts';
import {
  asRow,
  assertCandidatExists,
  futureSlot,
  ownedInterventionLoader,
  refOf,
  reloadIntervention,
  tell,
  when,
} from './planning-common.ts';
import * as q from './interventions.queries.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { addHeuresConsommees, freeHoraire } from './missions.queries.ts';
import { selectInterventionsByIds, type InterventionRow } from './read-model.queries.ts';
import { toInterventionDtos } from './read-model.ts';
import {
  changesHandsOrTime,
  checkAgentTakes,
  movedIntervention,
  moveTargets,
} from './replanning.ts';

/*
 * Changes to planned interventions: replanned or corrected by the back office, moved or cancelled
 * by the client (24 hours' notice) or the back office, deleted while still to come.
 */

type E = typeof endpoints;

const notPlanned = (message: string) => refusal('INTERVENTION_NOT_PLANNED', message);

/** Only an intervention still to come (planned, not started) may be deleted. */
function assertUpcoming(row: InterventionRow, at: Date, message: string) {
  if (row.statut !== 'planifiee' || row.date_debut.getTime() <= at.getTime())
    throw notPlanned(message);
}

export function createInterventionsChangeService(deps: {
  db: Db;
  config: AppConfig;
  now: () => Date;
}) {
  const { db, config, now } = deps;
  const load = ownedInterventionLoader(db);

  return {
    /** The back office replans an intervention, and with `apply_to_serie` the rest of its slot. */
    async saveIntervention(auth: AuthContext, body: BodyOf<E['saveIntervention']>) {
      const row = await load(auth, body.id, endpoints.saveIntervention.access);
      if (row.statut !== 'planifiee')
        throw notPlanned('Seule une intervention planifiée peut être replanifiée.');
      const start = atUtc(body.date, body.time_debut);
      const end = atUtc(body.date, body.time_fin);
      return db.transaction(async (tx) => {
        const targets = await moveTargets(tx, row, { start, end }, body.apply_to_serie);
        // The weeks left and the weeks reached both change on the board.
        const touched = targets.map((target) => target.before);
        if (body.candidat_id) {
          await assertCandidatExists(tx, body.candidat_id);
          // Every planning rule on what changes hands or time, never forced here (the board
          // forces with a reason): docs/planning.md « Déplacer, affecter, forcer ».
          await checkAgentTakes(tx, config, {
            candidatId: body.candidat_id,
            intervention: await movedIntervention(tx, row),
            targets: targets.filter((target) => changesHandsOrTime(target, body.candidat_id)),
            forcer: false,
          });
        }
        for (const target of targets) {
          await q.updateIntervention(tx, target.id, {
            date_debut: target.start,
            date_fin: target.end,
            candidat_id: body.candidat_id,
            ...(target.id === row.id ? { commentaire: body.commentaire } : {}),
          });
        }
        publishPlanningChanged([...touched, ...targets]);
        const message = NOTIFICATION_MESSAGES.intervention.replanifiee({
          ...refOf(row),
          quand: when({ date_debut: start, date_fin: end }),
          count: targets.length,
        });
        await notify(
          tx,
          { clientId: row.client_id },
          { ...message, landingPage: LANDING_PAGES.client },
        );
        const agents = new Set([row.candidat_id, body.candidat_id].filter((id) => id != null));
        for (const candidatId of agents)
          await notify(tx, { candidatId }, { ...message, landingPage: LANDING_PAGES.agent });
        return toInterventionDtos(
          tx,
          await selectInterventionsByIds(
            tx,
            targets.map((target) => target.id),
          ),
        );
      });
    },

    /** The back office corrects an intervention (status, agent, check-in times, comment). */
    async updateIntervention(auth: AuthContext, body: BodyOf<E['updateIntervention']>) {
      const row = await load(auth, body.id, endpoints.updateIntervention.access);
      return db.transaction(async (tx) => {
        if (body.candidat_id) {
          await assertCandidatExists(tx, body.candidat_id);
          // A new agent: every planning rule, never forced (docs/planning.md).
          if (body.candidat_id !== row.candidat_id) {
            const period = { start: row.date_debut, end: row.date_fin };
            await checkAgentTakes(tx, config, {
              candidatId: body.candidat_id,
              intervention: await movedIntervention(tx, row),
              targets: [{ id: row.id, ...period, before: period, candidatId: row.candidat_id }],
              forcer: false,
            });
          }
        }
        const values: q.InterventionUpdate = {};
        if (body.statut !== undefined) {
          values.statut = body.statut;
          if (body.statut === 'annulee' && row.statut !== 'annulee') {
            values.cancelled_at = now();
            values.cancelled_by_user_id = auth.userId;
          }
          if (body.statut !== 'annulee') {
            values.cancelled_at = null;
            values.cancel_reason = null;
          }
        }
        if (body.candidat_id !== undefined) values.candidat_id = body.candidat_id;
        if (body.pointage_debut_at !== undefined)
          values.pointage_debut_at = body.pointage_debut_at
            ? new Date(body.pointage_debut_at)
            : null;
        if (body.pointage_fin_at !== undefined)
          values.pointage_fin_at = body.pointage_fin_at ? new Date(body.pointage_fin_at) : null;
        if (body.commentaire !== undefined) values.commentaire = body.commentaire;
        await q.updateIntervention(tx, row.id, values);
        if (values.statut !== undefined || values.candidat_id !== undefined)
          publishPlanningChanged([row]);
        // Corrected check-in or check-out times (or status) change the real hours counted.
        const counted = (
          r: Pick<InterventionRow, 'statut' | 'pointage_debut_at' | 'pointage_fin_at'>,
        ) => (r.statut === 'terminee' ? (workedMinutes(r) ?? 0) : 0);
        const delta =
          counted({
            statut: values.statut ?? row.statut,
            pointage_debut_at:
              values.pointage_debut_at === undefined
                ? row.pointage_debut_at
                : values.pointage_debut_at,
            pointage_fin_at:
              values.pointage_fin_at === undefined ? row.pointage_fin_at : values.pointage_fin_at,
          }) - counted(row);
        if (row.mission_id && delta !== 0)
          await addHeuresConsommees(tx, row.mission_id, delta / 60);
        return reloadIntervention(tx, row.id);
      });
    },

    /** The client (24 hours ahead) or the back office moves an intervention. */
    async editInterventionClient(auth: AuthContext, body: BodyOf<E['editInterventionClient']>) {
      const row = await load(auth, body.intervention_id, endpoints.editInterventionClient.access);
      const at = now();
      if (!isBackOffice(auth)) assertAllowed(checkClientCancellation(row, at, 'modifier'));
      else if (row.statut !== 'planifiee')
        throw notPlanned('Seule une intervention planifiée peut être déplacée.');
      const period = futureSlot(body, 'date', at);
      return db.transaction(async (tx) => {
        let candidatId = row.candidat_id;
        // The agent is not free at the new time: the slot goes back to planning.
        if (candidatId && (await isAgentBusy(tx, candidatId, period, row.id))) candidatId = null;
        await q.updateIntervention(tx, row.id, {
          date_debut: period.start,
          date_fin: period.end,
          candidat_id: candidatId,
          commentaire: body.commentaire ?? row.commentaire,
        });
        publishPlanningChanged([row, period]);
        const moved = {
          ...refOf(row),
          avant: when(row),
          apres: when(asRow(period)),
          kept: candidatId !== null,
        };
        await tell(tx, 'agent', row, NOTIFICATION_MESSAGES.intervention.deplaceeParLeClient(moved));
        await notify(
          tx,
          { planners: true },
          NOTIFICATION_MESSAGES.intervention.deplaceeAgence(moved),
        );
        return reloadIntervention(tx, row.id);
      });
    },

    /** The client (24 hours ahead) or the back office cancels a planned intervention. */
    async cancelInterventionClient(
      auth: AuthContext,
      id: number,
      body: BodyOf<E['cancelInterventionClient']>,
    ) {
      const row = await load(auth, id, endpoints.cancelInterventionClient.access);
      const at = now();
      // The notice binds clients; the back office may still cancel a planned intervention late.
      if (!isBackOffice(auth)) assertAllowed(checkClientCancellation(row, at, 'annuler'));
      else if (row.statut !== 'planifiee')
        throw notPlanned('Seule une intervention planifiée peut être annulée.');
      return db.transaction(async (tx) => {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'annulee',
            cancelled_at: at,
            cancel_reason: body?.motif ?? null,
            cancelled_by_user_id: auth.userId,
          },
          'planifiee',
        );
        if (!updated)
          throw refusal(
            'INTERVENTION_CHANGED',
            'Cette intervention a changé entre-temps : rechargez-la.',
          );
        publishPlanningChanged([row]);
        const message = NOTIFICATION_MESSAGES.intervention.annulee({
          ...refOf(row),
          quand: when(row),
          motif: body?.motif,
        });
        await tell(tx, 'agent', row, { ...message, landingPage: LANDING_PAGES.agent });
        await notify(tx, { planners: true }, message);
        if (isBackOffice(auth))
          await tell(tx, 'client', row, { ...message, landingPage: LANDING_PAGES.client });
        return reloadIntervention(tx, row.id);
      });
    },

    async deleteIntervention(auth: AuthContext, id: number) {
      const row = await load(auth, id, endpoints.deleteIntervention.access);
      assertUpcoming(
        row,
        now(),
        'Seule une intervention à venir peut être supprimée : annulez ou corrigez celle-ci.',
      );
      await db.transaction(async (tx) => {
        await q.deleteInterventions(tx, [row.id]);
        publishPlanningChanged([row]);
        await tell(
          tx,
          'agent',
          row,
          NOTIFICATION_MESSAGES.intervention.supprimee({
            missionId: row.mission_id,
            quand: when(row),
          }),
        );
      });
      return { id: row.id, deleted: true as const };
    },

    /** Deletes the interventions of a weekly slot from this one on, and frees the slot. */
    async deleteInterventionSerie(auth: AuthContext, id: number, horaireId: number) {
      const row = await load(auth, id, endpoints.deleteInterventionSerie.access);
      if (row.dt_dispo_client_id !== horaireId) {
        throw validationFailed(
          { 'params.dtDispoClientId': 'Cette intervention ne vient pas de ce créneau récurrent.' },
          "L'intervention et le créneau ne correspondent pas.",
        );
      }
      assertUpcoming(row, now(), 'Seule une intervention à venir peut être supprimée.');
      const deletedIds = await db.transaction(async (tx) => {
        const following = await q.plannedOfSlotFrom(tx, horaireId, row.date_debut);
        const ids = following.map((f) => f.id);
        await q.deleteInterventions(tx, ids);
        await freeHoraire(tx, horaireId);
        publishPlanningChanged([row, ...following.map((f) => f.date_debut)]);
        await tell(
          tx,
          'agent',
          row,
          NOTIFICATION_MESSAGES.intervention.creneauRetire({
            missionId: row.mission_id,
            quand: when(row),
          }),
        );
        return ids;
      });
      return { id: row.id, deleted: true as const, deleted_ids: deletedIds };
    },
  };
}
