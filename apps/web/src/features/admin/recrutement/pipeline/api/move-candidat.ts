import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

type Candidat = ResponseOf<'updateCandidat'>;

const updateRoute: Route<'updateCandidat'> = {
  name: 'updateCandidat',
  method: 'POST',
  path: '/api/candidat/update',
  envelope: 'data',
};

/**
 * Moves a candidate to another status (POST /api/candidat/update with the status alone, so that
 * an application left unfinished moves too). The API refuses a forbidden move with a French
 * message (409 STATUT_CHANGE_REFUSED), which the card shows.
 */
export function moveCandidat(candidatId: number, statutId: number): Promise<Candidat> {
  return callEndpoint(updateRoute, { body: { id: candidatId, statut_id: statutId } });
}

export function useMoveCandidat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidatId, statutId }: { candidatId: number; statutId: number }) =>
      moveCandidat(candidatId, statutId),
    onSuccess: () => {
      // The file and the cockpit are read again when next shown; the columns at once.
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: candidatsKeys.all });
    },
  });
}
