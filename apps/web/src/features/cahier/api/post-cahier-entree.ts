import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, Route } from '../../../lib/api-client.ts';
import { callMultipart } from '../../../lib/multipart.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { cahierKeys } from './keys.ts';

const route: Route<'postCahierEntree'> = {
  name: 'postCahierEntree',
  method: 'POST',
  path: '/api/cahier/{missionId}',
  envelope: 'data',
};

export interface CahierMessageInput {
  texte: string;
  photo: File | null;
}

/** POST /api/cahier/{missionId} (multipart: the `texte` field and the optional `photo`). */
export function postCahierEntree(
  missionId: number,
  { texte, photo }: CahierMessageInput,
): Promise<ResponseOf<'postCahierEntree'>> {
  const form = new FormData();
  if (texte.trim()) form.append('texte', texte.trim());
  if (photo) form.append('photo', photo, photo.name);
  return callMultipart(route, form, { missionId: encryptPathId(missionId) });
}

export function usePostCahierEntree(missionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CahierMessageInput) => postCahierEntree(missionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cahierKeys.mission(missionId) }),
  });
}
