import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createContratTravailService } from './contrat-travail.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** Work contracts: sent, signed by the candidate, countersigned (docs/recrutement.md). */
export function contratTravailHandlers(deps: ModuleDeps): HandlerMap {
  const contrats = createContratTravailService(deps);
  return {
    sendContratTravail: ({ auth, body }) => contrats.send(auth, body),
    saveContratSigne: ({ auth, body, request }) => contrats.sign(auth, body, request.ip),
    saveContratTravailContresigne: ({ auth, body, request }) =>
      contrats.countersign(auth, body, request.ip),
    listContratsTravail: ({ auth, params }) => contrats.list(auth, params.candidatId),
    cancelContratTravail: ({ auth, body }) => contrats.cancel(auth, body),
  };
}
