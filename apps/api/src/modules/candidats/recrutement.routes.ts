import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createBilanService } from './bilan.service.ts';
import { createRecrutementService } from './recrutement.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** The recruitment back office: candidate files, searches, documents, review (docs/recrutement.md). */
export function recrutementHandlers(deps: ModuleDeps): HandlerMap {
  const s = createRecrutementService(deps);
  const bilan = createBilanService(deps);
  return {
    getCandidat: ({ auth, params }) => s.getCandidat(auth, params.id),
    listCandidats: ({ query }) => s.listActifs(query),
    searchCandidats: ({ body }) => s.search(body),
    searchCandidatsByStatuts: ({ query, body }) => s.searchByStatuts(query, body),
    searchCandidatsByName: ({ body }) => s.searchByName(body),
    listCandidatsAround: ({ body }) => s.around(body),
    listCandidatMapsPositions: ({ body }) => s.mapPositions(body),
    saveCandidat: ({ auth, body }) => s.save(auth, body),
    updateCandidat: ({ auth, body }) => s.update(auth, body),
    saveCandidatInfosSupp: ({ auth, body }) => s.saveInfosSupp(auth, body),
    deleteCandidat: ({ params }) => s.deleteCandidat(params.id),
    listCandidatDocuments: ({ auth, params }) => s.listDocuments(auth, params.candidatId),
    deleteCandidatDocument: ({ params }) => s.deleteDocument(params.id),
    uploadCandidatDocument: async ({ auth, request }) => {
      const { fields, file } = await readEndpointMultipart(
        request,
        endpoints.uploadCandidatDocument,
      );
      // The contract marks the file required: readMultipart answered 400 without one.
      return s.uploadDocument(auth, fields, file!);
    },
    deleteCandidatCommentaire: ({ auth, params }) => s.deleteCommentaire(auth, params.id),
    getCandidatBilan: ({ auth, body }) => bilan.getBilan(auth, body),
    exportCandidatBilan: ({ auth, body }) => bilan.exportBilan(auth, body),
  };
}
