import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
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

const clientRoute: Route<'listClientReglements'> = {
  name: 'listClientReglements',
  method: 'GET',
  path: '/api/client/{id}/reglements',
  envelope: 'data',
};

/** GET /api/client/{id}/reglements: the client's payments and its credit. */
export function useClientReglements(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['factures', 'historique', 'client', clientId],
    queryFn: () => callEndpoint(clientRoute, { params: { id: encryptPathId(clientId) } }),
    enabled,
  });
}

const imputerRoute: Route<'imputerAvoirClient'> = {
  name: 'imputerAvoirClient',
  method: 'POST',
  path: '/api/reglements/imputer',
  envelope: 'data',
};

/** POST /api/reglements/imputer: the client's credit set against one of its invoices. */
export function useImputerAvoir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'imputerAvoirClient'>) => callEndpoint(imputerRoute, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFactureKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['factures', 'historique'] }),
      ]),
  });
}

const ouvertesRoute: Route<'listClientFacturesOuvertes'> = {
  name: 'listClientFacturesOuvertes',
  method: 'GET',
  path: '/api/client/{id}/factures-ouvertes',
  envelope: 'data',
};

export type FactureOuverte = ResponseOf<'listClientFacturesOuvertes'>[number];

/** GET /api/client/{id}/factures-ouvertes: the client's invoices waiting for money, in cents. */
export function useClientFacturesOuvertes(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['factures', 'historique', 'ouvertes', clientId],
    queryFn: () => callEndpoint(ouvertesRoute, { params: { id: encryptPathId(clientId) } }),
    enabled,
  });
}
