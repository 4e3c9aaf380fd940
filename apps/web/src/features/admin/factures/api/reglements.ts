import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

const createRoute: Route<'createReglement'> = {
  name: 'createReglement',
  method: 'POST',
  path: '/api/reglements',
  envelope: 'data',
};

/** POST /api/reglements: a payment received and its allocations (docs/paiements.md). */
export function createReglement(
  body: BodyOf<'createReglement'>,
): Promise<ResponseOf<'createReglement'>> {
  return callEndpoint(createRoute, { body });
}

/** Records a payment; the invoices (their state) and their histories are read again. */
export function useCreateReglement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReglement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFactureKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['factures', 'historique'] }),
      ]),
  });
}

const cancelRoute: Route<'annulerReglement'> = {
  name: 'annulerReglement',
  method: 'POST',
  path: '/api/reglements/annuler',
  envelope: 'data',
};

/** POST /api/reglements/annuler: a mistaken payment, kept in the history with its reason. */
export function annulerReglement(
  body: BodyOf<'annulerReglement'>,
): Promise<ResponseOf<'annulerReglement'>> {
  return callEndpoint(cancelRoute, { body });
}

export function useAnnulerReglement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: annulerReglement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFactureKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['factures', 'historique'] }),
      ]),
  });
}
