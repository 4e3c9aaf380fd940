import { endpoints } from '@maisonnee/contract';
import {
  checkAnswerProlongation,
  checkAskProlongation,
  checkDirectProlongation,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  NOTIFICATION_MESSAGES,
  type NotificationMessage,
} from '../notifications/notifications.service.ts';
import * as q from './interventions.queries.ts';
import { assertAgentFree, ownedInterventionLoader, refOf, tell, when } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { findInterventionRow, type InterventionRow } from './read-model.queries.ts';
import { toProlongationDto } from './read-model.ts';

/*
 * Extensions (prolongations) of an intervention: the agent asks and the client answers, or the
 * client or the back office extends it directly when the agent is free right after.
 */

type E = typeof endpoints;
const MESSAGES = NOTIFICATION_MESSAGES.intervention;

export function createProlongationService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const load = ownedInterventionLoader(db);

  /**
   * Saves the extension of an intervention and tells the client or the agent, in one
   * transaction (after `check`, when given); answers with the extension.
   */
  function saveProlongation(
    row: InterventionRow,
    values: q.InterventionUpdate,
    notice: { who: 'client' | 'agent'; message: NotificationMessage },
    check?: (tx: Tx) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      await check?.(tx);
      await q.updateIntervention(tx, row.id, values);
      // Only an accepted extension moves the visit's end on the board.
      if (values.prolongation_statut === 'acceptee') {
        const minutes = values.prolongation_minutes ?? row.prolongation_minutes ?? 0;
        publishPlanningChanged([
          { start: row.date_debut, end: new Date(row.date_fin.getTime() + minutes * 60_000) },
        ]);
      }
      await tell(tx, notice.who, row, notice.message);
      return toProlongationDto((await findInterventionRow(tx, row.id))!)!;
    });
  }

  return {
    async getProlongation(auth: AuthContext, id: number) {
      const access = endpoints.getProlongationIntervention.access;
      return toProlongationDto(await load(auth, id, access));
    },

    /** The agent, during the intervention, asks the client for more time. */
    async askProlongation(auth: AuthContext, body: BodyOf<E['askProlongationIntervention']>) {
      const access = endpoints.askProlongationIntervention.access;
      const row = await load(auth, body.intervention_id, access);
      if (row.candidat_id !== auth.candidatId)
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
      assertAllowed(checkAskProlongation(row));
      return saveProlongation(
        row,
        {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'demandee',
          prolongation_asked_at: now(),
          prolongation_answered_at: null,
        },
        {
          who: 'client',
          message: MESSAGES.prolongationDemandee({
            ...refOf(row),
            quand: when(row),
            minutes: body.minutes,
          }),
        },
      );
    },

    /** The client accepts or refuses the extension the agent asked for. */
    async answerProlongation(auth: AuthContext, body: BodyOf<E['sendReponseProlongation']>) {
      const access = endpoints.sendReponseProlongation.access;
      const row = await load(auth, body.intervention_id, access);
      assertAllowed(checkAnswerProlongation(row.prolongation_statut));
      return saveProlongation(
        row,
        {
          prolongation_statut: body.accepte ? 'acceptee' : 'refusee',
          prolongation_answered_at: now(),
        },
        {
          who: 'agent',
          message: MESSAGES.prolongationRepondue({
            ...refOf(row),
            accepte: body.accepte,
            minutes: row.prolongation_minutes,
          }),
        },
      );
    },

    /** Extends directly, when the agent has no other intervention right after. */
    async prolongDirectly(auth: AuthContext, body: BodyOf<E['prolongationIntervention']>) {
      const access = endpoints.prolongationIntervention.access;
      const row = await load(auth, body.intervention_id, access);
      assertAllowed(checkDirectProlongation(row));
      const at = now();
      const extended = {
        start: row.date_fin,
        end: new Date(row.date_fin.getTime() + body.minutes * 60_000),
      };
      return saveProlongation(
        row,
        {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'acceptee',
          prolongation_asked_at: at,
          prolongation_answered_at: at,
        },
        {
          who: 'agent',
          message: MESSAGES.prolongee({ ...refOf(row), quand: when(row), minutes: body.minutes }),
        },
        async (tx) => {
          if (row.candidat_id)
            await assertAgentFree(
              tx,
              row.candidat_id,
              extended,
              row.id,
              "L'agent a une autre intervention juste après : la prolongation n'est pas possible.",
            );
        },
      );
    },
  };
}
