import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCandidatureContext } from './candidature-common.ts';
import { createCandidatureDocumentService } from './candidature-document.service.ts';
import { createCandidatureEtapeService } from './candidature-etape.service.ts';
import { createCandidatureLinkService } from './candidature-link.service.ts';
import { createCandidatureListsService } from './candidature-lists.service.ts';
import { createCandidatureSendService } from './candidature-send.service.ts';
import { createCandidatureStartService } from './candidature-start.service.ts';

/** The public application (docs/recrutement.md). */
export function candidatureHandlers(deps: ModuleDeps): HandlerMap {
  // One context for every step: the per-address throttles count across them.
  const context = createCandidatureContext(deps);
  const start = createCandidatureStartService(context);
  const etapes = createCandidatureEtapeService(context);
  const documents = createCandidatureDocumentService(context);
  const send = createCandidatureSendService(context);
  const link = createCandidatureLinkService(context);
  const lists = createCandidatureListsService();
  return {
    createCandidatStep1: ({ body, request }) => start.createStep1(body, request.ip),
    saveCandidatureEtape: ({ body }) => etapes.saveEtape(body),
    // The address's throttle is met before the body is read; the route reads and checks the
    // multipart body (type by content, size), the service checks the caps and stores it.
    uploadCandidatureDocument: async ({ request }) => {
      await documents.throttleUpload(request.ip);
      return documents.uploadDocument(
        await readEndpointMultipart(request, endpoints.uploadCandidatureDocument),
      );
    },
    getCandidature: ({ query }) => etapes.getCandidature(query.token),
    createCandidat: ({ body, request }) => send.createCandidat(body, request.ip),
    sendEmailEditCandidature: ({ auth, body }) => link.sendEditLink(auth, body),
    listCandidatsStatuts: async ({ auth }) => lists.listStatuts(auth),
    listCandidatsCompetences: async ({ auth }) => lists.listCompetences(auth),
    listCandidatsInfosSupp: async ({ auth }) => lists.listInfosSupp(auth),
  };
}
