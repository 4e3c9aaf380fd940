import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createBilanService } from './bilan.service.ts';
import { createRecrutementService } from './recrutement.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** The recruitment back office: candidate files, searches, documents, review (docs/recrutement.md). */
export function recrutementHandlers(deps: ModuleDeps): HandlerMap {
  const s = createRecrutementService(deps);
  const bilan = createBilanService(deps);
  return {
    getCandidat: ({ auth, params }) => s.getCandidat(caller(auth), params.id),
    listCandidats: ({ query }) => s.listActifs(query),
    searchCandidats: ({ body }) => s.search(body),
    searchCandidatsByStatuts: ({ query, body }) => s.searchByStatuts(query, body),
    searchCandidatsByName: ({ body }) => s.searchByName(body),
    listCandidatsAround: ({ body }) => s.around(body),
    listCandidatMapsPositions: ({ body }) => s.mapPositions(body),
    saveCandidat: ({ auth, body }) => s.save(caller(auth), body),
    updateCandidat: ({ auth, body }) => s.update(caller(auth), body),
    saveCandidatInfosSupp: ({ auth, body }) => s.saveInfosSupp(caller(auth), body),
    deleteCandidat: ({ params }) => s.deleteCandidat(params.id),
    listCandidatDocuments: ({ auth, params }) => s.listDocuments(caller(auth), params.candidatId),
    deleteCandidatDocument: ({ params }) => s.deleteDocument(params.id),
    uploadCandidatDocument: async ({ auth, request }) => {
      const { fields, file } = await readEndpointMultipart(
        request,
        endpoints.uploadCandidatDocument,
      );
      // The contract marks the file required: readMultipart answered 400 without one.
      return s.uploadDocument(caller(auth), fields, file!);
    },
    deleteCandidatCommentaire: ({ auth, params }) => s.deleteCommentaire(caller(auth), params.id),
    getCandidatBilan: ({ auth, body }) => bilan.getBilan(caller(auth), body),
    exportCandidatBilan: ({ auth, body }) => bilan.exportBilan(caller(auth), body),
  };
}
