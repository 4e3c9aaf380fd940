import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { callMultipart, toFormData } from '../../../../../lib/multipart.ts';
import { encryptPathId } from '../../../../../lib/path-id.ts';
import { ficheKeys } from './keys.ts';

export type CandidatDocument = ResponseOf<'listCandidatDocuments'>[number];

const listRoute: Route<'listCandidatDocuments'> = {
  name: 'listCandidatDocuments',
  method: 'GET',
  path: '/api/candidats/documents/{candidatId}',
  envelope: 'documents',
};
const uploadRoute: Route<'uploadCandidatDocument'> = {
  name: 'uploadCandidatDocument',
  method: 'POST',
  path: '/api/candidats/documents/upload',
  envelope: 'data',
};
const deleteRoute: Route<'deleteCandidatDocument'> = {
  name: 'deleteCandidatDocument',
  method: 'DELETE',
  path: '/api/candidats/documents/delete/{id}',
  envelope: 'data',
};

/** GET /api/candidats/documents/{candidatId}: CV, identity papers, contracts, payslips… */
export function listCandidatDocuments(candidatId: number): Promise<CandidatDocument[]> {
  return callEndpoint(listRoute, { params: { candidatId: encryptPathId(candidatId) } });
}

export function useCandidatDocuments(candidatId: number) {
  return useQuery({
    queryKey: ficheKeys.documents(candidatId),
    queryFn: () => listCandidatDocuments(candidatId),
  });
}

export interface UploadCandidatDocumentInput {
  candidat_id: number;
  document_type_id: number;
  libelle?: string;
  /** The day (or first day of the month for a payslip) the document is about. */
  date_document?: string;
  file: File;
}

/** POST /api/candidats/documents/upload (multipart: the fields, empty ones left out, and `file`). */
export function uploadCandidatDocument({
  file,
  ...fields
}: UploadCandidatDocumentInput): Promise<ResponseOf<'uploadCandidatDocument'>> {
  return callMultipart(uploadRoute, toFormData(fields, file));
}

export function useUploadCandidatDocument(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidatDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ficheKeys.candidat(candidatId) }),
  });
}

/** DELETE /api/candidats/documents/delete/{id}: a signed contract or a payslip stays (409). */
export function deleteCandidatDocument(
  documentId: number,
): Promise<ResponseOf<'deleteCandidatDocument'>> {
  return callEndpoint(deleteRoute, { params: { id: encryptPathId(documentId) } });
}

export function useDeleteCandidatDocument(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidatDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ficheKeys.candidat(candidatId) }),
  });
}
