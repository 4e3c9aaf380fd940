import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { planningKeys } from './keys.ts';

const route: Route<'deplacerIntervention'> = {
  name: 'deplacerIntervention',
  method: 'POST',
  path: '/api/planning/deplacer',
  envelope: 'data',
};

export type DeplacerBody = BodyOf<'deplacerIntervention'>;
export type DeplacerResult = ResponseOf<'deplacerIntervention'>;

/**
 * POST /api/planning/deplacer: moves an intervention of the board (agent, day, hours, or back to
 * « à pourvoir » with `candidat_id: null`), and with `serie` the following ones of its slot. A
 * rule broken answers 409 with its code and `details.forcable`; `forcer` sends it again with the
 * planner's reason.
 */
export function deplacerIntervention(body: DeplacerBody): Promise<DeplacerResult> {
  return callEndpoint(route, { body });
}

/** Every planning query is read again after a move: the board, and the missions' hours left. */
export function useDeplacerIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deplacerIntervention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
