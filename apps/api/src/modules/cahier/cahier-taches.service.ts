import { endpoints, type MissionTacheDto } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden, validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { assertCahierAccess } from './cahier-access.ts';
import type { CahierDeps } from './cahier-common.ts';
import * as q from './cahier.queries.ts';

/**
 * The tasks of a mission's visits (docs/cahier.md): whoever reads the notebook reads them; only the
 * family sets them, as one ordered list that replaces the previous one. A task taken out is only
 * deactivated, so the reports that ticked it still show it.
 */
export function createCahierTachesService({ db }: Pick<CahierDeps, 'db'>) {
  return {
    /** `listMissionTaches`. */
    async list(auth: AuthContext, missionId: number): Promise<MissionTacheDto[]> {
      assertCaller(auth, endpoints.listMissionTaches.access);
      await assertCahierAccess(db, auth, missionId);
      return q.selectTaches(db, missionId);
    },

    /** `saveMissionTaches`: the family replaces the ordered list (20 tasks at most). */
    async save(
      auth: AuthContext,
      missionId: number,
      taches: readonly { id?: number; libelle: string }[],
    ): Promise<MissionTacheDto[]> {
      assertCaller(auth, endpoints.saveMissionTaches.access);
      const { lecteur } = await assertCahierAccess(db, auth, missionId);
      if (lecteur !== 'famille') {
        throw forbidden('Seule la famille fixe les tâches de ses visites.');
      }
      return db.transaction(async (tx) => {
        const current = new Set((await q.selectTaches(tx, missionId)).map((t) => t.id));
        const unknown = taches.findIndex((t) => t.id !== undefined && !current.has(t.id));
        if (unknown >= 0) {
          throw validationFailed(
            {
              [`taches.${unknown}.id`]: "Cette tâche n'est pas (ou plus) une tâche de la mission.",
            },
            "Une tâche n'est plus dans la liste : rechargez la page.",
          );
        }
        await q.replaceTaches(tx, missionId, taches);
        return q.selectTaches(tx, missionId);
      });
    },
  };
}
