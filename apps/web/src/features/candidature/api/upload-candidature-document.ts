import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, Route } from '../../../lib/api-client.ts';
import { callMultipart, toFormData } from '../../../lib/multipart.ts';
import { candidatureKeys } from './keys.ts';

const route: Route<'uploadCandidatureDocument'> = {
  name: 'uploadCandidatureDocument',
  method: 'POST',
  path: '/api/candidat/candidature/documents',
  envelope: 'data',
};

export interface CandidatureDocumentInput {
  application_token: string;
  document_type_id: number;
  /** PDF, JPEG or PNG, 10 MiB at most (checked again by the API, by content). */
  file: File;
}

/** POST /api/candidat/candidature/documents (multipart): a document sent with the application. */
export function uploadCandidatureDocument({
  file,
  ...fields
}: CandidatureDocumentInput): Promise<ResponseOf<'uploadCandidatureDocument'>> {
  return callMultipart(route, toFormData(fields, file));
}

export function useUploadCandidatureDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidatureDocument,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({
        queryKey: candidatureKeys.detail(input.application_token),
      }),
  });
}
