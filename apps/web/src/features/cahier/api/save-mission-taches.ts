import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { cahierKeys } from './keys.ts';

const route: Route<'saveMissionTaches'> = {
  name: 'saveMissionTaches',
  method: 'PUT',
  path: '/api/missions/{missionId}/taches',
  envelope: 'data',
};

/** A task as the editor sends it: an existing one keeps its id. */
export interface TacheInput {
  id?: number;
  libelle: string;
}

/** PUT /api/missions/{missionId}/taches: the family replaces the ordered list. */
export function saveMissionTaches(
  missionId: number,
  taches: readonly TacheInput[],
): Promise<ResponseOf<'saveMissionTaches'>> {
  return callEndpoint(route, {
    params: { missionId: encryptPathId(missionId) },
    body: {
      taches: taches.map((t) => (t.id ? { id: t.id, libelle: t.libelle } : { libelle: t.libelle })),
    },
  });
}

export function useSaveMissionTaches(missionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taches: readonly TacheInput[]) => saveMissionTaches(missionId, taches),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cahierKeys.mission(missionId) }),
  });
}
