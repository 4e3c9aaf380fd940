import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createContratCancelService } from './contrat-cancel.service.ts';
import { createContratCountersignService } from './contrat-countersign.service.ts';
import { createContratListService } from './contrat-list.service.ts';
import { createContratSendService } from './contrat-send.service.ts';
import { createContratSignService } from './contrat-sign.service.ts';

/** Work contracts: sent, signed by the candidate, countersigned (docs/recrutement.md). */
export function contratTravailHandlers(deps: ModuleDeps): HandlerMap {
  const send = createContratSendService(deps);
  const sign = createContratSignService(deps);
  const countersign = createContratCountersignService(deps);
  const list = createContratListService(deps);
  const cancel = createContratCancelService(deps);
  return {
    sendContratTravail: ({ auth, body }) => send.send(auth, body),
    saveContratSigne: ({ auth, body, request }) => sign.sign(auth, body, request.ip),
    saveContratTravailContresigne: ({ auth, body, request }) =>
      countersign.countersign(auth, body, request.ip),
    listContratsTravail: ({ auth, params }) => list.list(auth, params.candidatId),
    cancelContratTravail: ({ auth, body }) => cancel.cancel(auth, body),
  };
}
