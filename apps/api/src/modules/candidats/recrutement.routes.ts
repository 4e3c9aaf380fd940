import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createBilanService } from './bilan.service.ts';
import { createCandidatCommentaireDeleteService } from './candidat-commentaire-delete.service.ts';
import { createCandidatDeleteService } from './candidat-delete.service.ts';
import { createCandidatDocumentDeleteService } from './candidat-document-delete.service.ts';
import { createCandidatDocumentUploadService } from './candidat-document-upload.service.ts';
import { createCandidatDocumentsService } from './candidat-documents.service.ts';
import { createCandidatSaveService } from './candidat-save.service.ts';
import { createCandidatUpdateService } from './candidat-update.service.ts';
import { createRecrutementMapService } from './recrutement-map.service.ts';
import { createRecrutementSearchService } from './recrutement-search.service.ts';

/** The recruitment back office: candidate files, searches, documents, review (docs/recrutement.md). */
export function recrutementHandlers(deps: ModuleDeps): HandlerMap {
  const search = createRecrutementSearchService(deps);
  const map = createRecrutementMapService(deps);
  const save = createCandidatSaveService(deps);
  const update = createCandidatUpdateService(deps);
  const remove = createCandidatDeleteService(deps);
  const documents = createCandidatDocumentsService(deps);
  const documentDelete = createCandidatDocumentDeleteService(deps);
  const documentUpload = createCandidatDocumentUploadService(deps);
  const commentaireDelete = createCandidatCommentaireDeleteService(deps);
  const bilan = createBilanService(deps);
  return {
    getCandidat: ({ auth, params }) => search.getCandidat(auth, params.id),
    listCandidats: ({ auth, query }) => search.listActifs(auth, query),
    searchCandidats: ({ auth, body }) => search.search(auth, body),
    searchCandidatsByStatuts: ({ auth, query, body }) => search.searchByStatuts(auth, query, body),
    searchCandidatsByName: ({ auth, body }) => search.searchByName(auth, body),
    listCandidatsAround: ({ auth, body }) => map.around(auth, body),
    listCandidatMapsPositions: ({ auth, body }) => map.mapPositions(auth, body),
    saveCandidat: ({ auth, body }) => save.save(auth, body),
    updateCandidat: ({ auth, body }) => update.update(auth, body),
    saveCandidatInfosSupp: ({ auth, body }) => update.saveInfosSupp(auth, body),
    deleteCandidat: ({ auth, params }) => remove.deleteCandidat(auth, params.id),
    listCandidatDocuments: ({ auth, params }) => documents.listDocuments(auth, params.candidatId),
    deleteCandidatDocument: ({ auth, params }) => documentDelete.deleteDocument(auth, params.id),
    uploadCandidatDocument: async ({ auth, request }) => {
      const { fields, file } = await readEndpointMultipart(
        request,
        endpoints.uploadCandidatDocument,
      );
      // The contract marks the file required: readMultipart answered 400 without one.
      return documentUpload.uploadDocument(auth, fields, file!);
    },
    deleteCandidatCommentaire: ({ auth, params }) =>
      commentaireDelete.deleteCommentaire(auth, params.id),
    getCandidatBilan: ({ auth, body }) => bilan.getBilan(auth, body),
    exportCandidatBilan: ({ auth, body }) => bilan.exportBilan(auth, body),
  };
}
