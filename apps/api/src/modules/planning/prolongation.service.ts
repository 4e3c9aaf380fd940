import { endpoints } from '@maisonnee/contract';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import {
  checkAnswerProlongation,
  checkAskProlongation,
  checkDirectProlongation,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed } from '../../lib/app-error.ts';
import { assertAgentFree, loadOwnedIntervention, refOf, tell, when } from './planning-common.ts';
import * as q from './interventions.queries.ts';
import { findInterventionRow } from './read-model.queries.ts';
import { toProlongationDto } from './read-model.ts';

import type { BodyOf } from '../../plugins/contract-routes.ts';

type E = typeof endpoints;

/*
 * Extensions (prolongations) of an intervention: the agent asks and the client answers, or the
 * back office extends it directly when the agent is free right after.
 */

export function createProlongationService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function prolongationOf(tx: Tx, id: number) {
    return toProlongationDto((await findInterventionRow(tx, id))!)!;
  }

  return {
    async getProlongation(auth: AuthContext, id: number) {
      const row = await loadOwnedIntervention(
        db,
        auth,
        id,
        endpoints.getProlongationIntervention.access,
      );
      return toProlongationDto(row);
    },

    async askProlongation(auth: AuthContext, body: BodyOf<E['askProlongationIntervention']>) {
      const row = await loadOwnedIntervention(
        db,
        auth,
        body.intervention_id,
        endpoints.askProlongationIntervention.access,
      );
      if (row.candidat_id !== auth.candidatId)
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
      assertAllowed(checkAskProlongation(row));
      return db.transaction(async (tx) => {
        await q.updateIntervention(tx, row.id, {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'demandee',
          prolongation_asked_at: now(),
          prolongation_answered_at: null,
        });
        await tell(
          tx,
          'client',
          row,
          NOTIFICATION_MESSAGES.intervention.prolongationDemandee({
            ...refOf(row),
            quand: when(row),
            minutes: body.minutes,
          }),
        );
        return prolongationOf(tx, row.id);
      });
    },

    async answerProlongation(auth: AuthContext, body: BodyOf<E['sendReponseProlongation']>) {
      const row = await loadOwnedIntervention(
        db,
        auth,
        body.intervention_id,
        endpoints.sendReponseProlongation.access,
      );
      assertAllowed(checkAnswerProlongation(row.prolongation_statut));
      return db.transaction(async (tx) => {
        await q.updateIntervention(tx, row.id, {
          prolongation_statut: body.accepte ? 'acceptee' : 'refusee',
          prolongation_answered_at: now(),
        });
        await tell(
          tx,
          'agent',
          row,
          NOTIFICATION_MESSAGES.intervention.prolongationRepondue({
            ...refOf(row),
            accepte: body.accepte,
            minutes: row.prolongation_minutes,
          }),
        );
        return prolongationOf(tx, row.id);
      });
    },

    async prolongDirectly(auth: AuthContext, body: BodyOf<E['prolongationIntervention']>) {
      const row = await loadOwnedIntervention(
        db,
        auth,
        body.intervention_id,
        endpoints.prolongationIntervention.access,
      );
      assertAllowed(checkDirectProlongation(row));
      const at = now();
      return db.transaction(async (tx) => {
        if (row.candidat_id) {
          const extended = {
            start: row.date_fin,
            end: new Date(row.date_fin.getTime() + body.minutes * 60_000),
          };
          await assertAgentFree(
            tx,
            row.candidat_id,
            extended,
            row.id,
            "L'agent a une autre intervention juste après : la prolongation n'est pas possible.",
          );
        }
        await q.updateIntervention(tx, row.id, {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'acceptee',
          prolongation_asked_at: at,
          prolongation_answered_at: at,
        });
        await tell(
          tx,
          'agent',
          row,
          NOTIFICATION_MESSAGES.intervention.prolongee({
            ...refOf(row),
            quand: when(row),
            minutes: body.minutes,
          }),
        );
        return prolongationOf(tx, row.id);
      });
    },
  };
}
