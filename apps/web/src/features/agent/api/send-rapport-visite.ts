import { useMutation } from '@tanstack/react-query';
import type { ResponseOf, Route } from '../../../lib/api-client.ts';
import { callMultipart } from '../../../lib/multipart.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'sendRapportVisite'> = {
  name: 'sendRapportVisite',
  method: 'POST',
  path: '/api/interventions/{id}/rapport',
  envelope: 'data',
};

export interface RapportInput {
  interventionId: number;
  taches: readonly { tache_id: number; faite: boolean }[];
  texte: string;
  photo: File | null;
}

/** POST /api/interventions/{id}/rapport (multipart: `taches` as JSON, `texte`, optional `photo`). */
export function sendRapportVisite(input: RapportInput): Promise<ResponseOf<'sendRapportVisite'>> {
  const form = new FormData();
  form.append('taches', JSON.stringify(input.taches));
  if (input.texte.trim()) form.append('texte', input.texte.trim());
  if (input.photo) form.append('photo', input.photo, input.photo.name);
  return callMultipart(route, form, { id: encryptPathId(input.interventionId) });
}

export function useSendRapportVisite() {
  return useMutation({ mutationFn: sendRapportVisite });
}
