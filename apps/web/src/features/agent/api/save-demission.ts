import { useMutation } from '@tanstack/react-query';
import type { ResponseOf, Route } from '../../../lib/api-client.ts';
import { callMultipart, toFormData } from '../../../lib/multipart.ts';

const route: Route<'saveDemission'> = {
  name: 'saveDemission',
  method: 'POST',
  path: '/api/candidat/demission',
  envelope: 'data',
};

export interface DemissionInput {
  candidat_id: number;
  date_effet: string;
  motif: string;
  /** The letter (PDF, JPEG or PNG, 10 MiB at most): required. */
  file: File;
}

/** The agent resigns, with the letter as the `file` part (multipart). */
export function saveDemission({
  file,
  ...fields
}: DemissionInput): Promise<ResponseOf<'saveDemission'>> {
  return callMultipart(route, toFormData(fields, file));
}

export function useSaveDemission() {
  return useMutation({ mutationFn: saveDemission });
}
