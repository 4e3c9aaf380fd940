import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { missionDtoForBilling, missionForBilling } from '../planning/billing.service.ts';
import * as q from './releves.queries.ts';

/*
 * Hours agreed beyond a mutuelle's grant (`client/savedepassement`): recorded on the mission of
 * the caller, billed to the client with the month's hours.
 */

type E = typeof endpoints;

export function createDepassementService(deps: ModuleDeps) {
  const { db, now } = deps;

  return {
    async saveDepassement(auth: AuthContext, body: BodyOf<E['saveDepassement']>) {
      const mission = await missionForBilling(db, body.mission_id);
      if (!mission) throw notFound('Mission introuvable.');
      assertCaller(auth, endpoints.saveDepassement.access, { clientId: mission.clientId });
      if (mission.mutuelleId === null)
        throw refusal(
          'MISSION_WITHOUT_MUTUELLE',
          "Cette mission n'est pas prise en charge par une mutuelle : il n'y a pas de dépassement à accorder.",
        );
      await q.insertDepassement(db, {
        mission_id: mission.id,
        client_id: mission.clientId,
        nb_heures: body.nb_heures,
        commentaire: body.commentaire ?? null,
        accorde_par_user_id: auth.userId,
        created_at: now(),
      });
      return missionDtoForBilling(db, mission.id, now());
    },
  };
}
