import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCandidatureService } from './candidature.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** The public application (docs/recrutement.md). */
export function candidatureHandlers(deps: ModuleDeps): HandlerMap {
  const s = createCandidatureService(deps);
  return {
    createCandidatStep1: ({ body, request }) => s.createStep1(body, request.ip),
    saveCandidatureEtape: ({ body }) => s.saveEtape(body),
    // The address's throttle is met before the body is read; the route reads and checks the
    // multipart body (type by content, size), the service checks the caps and stores it.
    uploadCandidatureDocument: async ({ request }) => {
      await s.throttleUpload(request.ip);
      return s.uploadDocument(
        await readEndpointMultipart(request, endpoints.uploadCandidatureDocument),
      );
    },
    getCandidature: ({ query }) => s.getCandidature(query.token),
    createCandidat: ({ body, request }) => s.createCandidat(body, request.ip),
    sendEmailEditCandidature: ({ auth, body }) => s.sendEditLink(auth.userId, body),
    listCandidatsStatuts: async () => s.listStatuts(),
    listCandidatsCompetences: async () => s.listCompetences(),
    listCandidatsInfosSupp: async () => s.listInfosSupp(),
  };
}
