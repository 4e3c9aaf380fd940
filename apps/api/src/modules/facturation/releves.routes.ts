import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createDepassementService } from './depassement.service.ts';
import { createReleveConfirmService } from './releve-confirm.service.ts';
import { createReleveContestService } from './releve-contest.service.ts';
import { createReleveCorrectService } from './releve-correct.service.ts';
import { createRelevesReadService } from './releves-read.service.ts';

/** The monthly timesheet (docs/releves.md) and `client/savedepassement`. */
export function relevesHandlers(deps: ModuleDeps): HandlerMap {
  const read = createRelevesReadService(deps);
  const { confirm } = createReleveConfirmService(deps);
  const { contest } = createReleveContestService(deps);
  const { corriger } = createReleveCorrectService(deps);
  const { saveDepassement } = createDepassementService(deps);
  return {
    listRelevePeriodes: ({ auth, params }) => read.listPeriodes(auth, params.id),
    getReleve: ({ auth, params, query }) => read.getReleve(auth, params.id, query),
    confirmReleve: ({ auth, body }) => confirm(auth, body),
    contestReleveLigne: ({ auth, body }) => contest(auth, body),
    corrigerReleveLigne: ({ auth, body }) => corriger(auth, body),
    listReleves: ({ auth, query }) => read.list(auth, query),
    saveDepassement: ({ auth, body }) => saveDepassement(auth, body),
  };
}
