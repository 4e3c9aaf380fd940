import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { callMultipart, toFormData } from '../../../lib/multipart.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { documentsKeys } from './keys.ts';

export type ClientDocuments = ResponseOf<'listClientDocuments'>;
export type ClientDocument = ClientDocuments['devis'][number];

const listRoute: Route<'listClientDocuments'> = {
  name: 'listClientDocuments',
  method: 'GET',
  path: '/api/clients/documents/{id}',
  envelope: 'documents',
};
const deleteRoute: Route<'deleteClientDocument'> = {
  name: 'deleteClientDocument',
  method: 'DELETE',
  path: '/api/clients/documents/delete/{id}',
  envelope: 'data',
};
const uploadRoute: Route<'uploadClientDocument'> = {
  name: 'uploadClientDocument',
  method: 'POST',
  path: '/api/clients/documents',
  envelope: 'data',
};

/** GET /api/clients/documents/{id}: the client's documents, by folder. */
export function listClientDocuments(clientId: number): Promise<ClientDocuments> {
  return callEndpoint(listRoute, { params: { id: encryptPathId(clientId) } });
}

export function useClientDocuments(clientId: number) {
  return useQuery({
    queryKey: documentsKeys.client(clientId),
    queryFn: () => listClientDocuments(clientId),
  });
}

export function useDeleteClientDocument(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      callEndpoint(deleteRoute, { params: { id: encryptPathId(documentId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.client(clientId) }),
  });
}

export interface UploadInput {
  client_id: number;
  document_type_id: number;
  libelle?: string;
  date_document?: string;
  file: File;
}

/** POST /api/clients/documents (multipart: the fields, empty ones left out, and the `file` part). */
export function uploadClientDocument({
  file,
  ...fields
}: UploadInput): Promise<ResponseOf<'uploadClientDocument'>> {
  return callMultipart(uploadRoute, toFormData(fields, file));
}

export function useUploadClientDocument(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.client(clientId) }),
  });
}
