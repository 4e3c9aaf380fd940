import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';
import { callMultipart, toFormData } from '../../../lib/multipart.ts';

const route: Route<'saveAbsenceJustificatif'> = {
  name: 'saveAbsenceJustificatif',
  method: 'POST',
  path: '/api/candidat/absence/save-justificatif',
  envelope: 'data',
};

export interface JustificatifInput {
  absence_id: number;
  commentaire?: string;
  file: File | null;
}

/** Adds a justification (file and/or comment) to an absence (multipart; empty fields left out). */
export function saveAbsenceJustificatif({
  file,
  ...fields
}: JustificatifInput): Promise<ResponseOf<'saveAbsenceJustificatif'>> {
  return callMultipart(route, toFormData(fields, file));
}

export function useSaveAbsenceJustificatif() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbsenceJustificatif,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
