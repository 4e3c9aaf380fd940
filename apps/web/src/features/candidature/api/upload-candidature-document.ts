import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type ResponseOf, type Route } from '../../../lib/api-client.ts';
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
export async function uploadCandidatureDocument({
  application_token,
  document_type_id,
  file,
}: CandidatureDocumentInput): Promise<ResponseOf<'uploadCandidatureDocument'>> {
  const form = new FormData();
  form.append('application_token', application_token);
  form.append('document_type_id', String(document_type_id));
  form.append('file', file, file.name);
  const envelope = await http.request<Record<string, unknown>>(route.method, route.path, {
    body: form,
  });
  return envelope?.[route.envelope] as ResponseOf<'uploadCandidatureDocument'>;
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
