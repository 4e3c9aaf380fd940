import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';

/* The calls of the payers' screen and of the client's funding plans (docs/facturation.md). */

export type Financeur = ResponseOf<'listFinanceurs'>[number];
export type PriseEnCharge = ResponseOf<'listClientPrisesEnCharge'>[number];

export const financeursKeys = {
  all: ['admin', 'financeurs'] as const,
  list: ['admin', 'financeurs', 'list'] as const,
  ofClient: (clientId: number) => ['admin', 'financeurs', 'client', clientId] as const,
};

const listRoute: Route<'listFinanceurs'> = {
  name: 'listFinanceurs',
  method: 'GET',
  path: '/api/financeurs',
  envelope: 'data',
};
const createRoute: Route<'createFinanceur'> = {
  name: 'createFinanceur',
  method: 'POST',
  path: '/api/financeurs',
  envelope: 'data',
};
const updateRoute: Route<'updateFinanceur'> = {
  name: 'updateFinanceur',
  method: 'PATCH',
  path: '/api/financeurs',
  envelope: 'data',
};
const plansRoute: Route<'listClientPrisesEnCharge'> = {
  name: 'listClientPrisesEnCharge',
  method: 'GET',
  path: '/api/prises-en-charge/client/{id}',
  envelope: 'data',
};
const createPlanRoute: Route<'createPriseEnCharge'> = {
  name: 'createPriseEnCharge',
  method: 'POST',
  path: '/api/prises-en-charge',
  envelope: 'data',
};
const updatePlanRoute: Route<'updatePriseEnCharge'> = {
  name: 'updatePriseEnCharge',
  method: 'PATCH',
  path: '/api/prises-en-charge',
  envelope: 'data',
};

/** GET /api/financeurs: every payer, active first. */
export function useFinanceurs() {
  return useQuery({ queryKey: financeursKeys.list, queryFn: () => callEndpoint(listRoute, {}) });
}

/** POST or PATCH /api/financeurs: a new payer, or the fields changed of one. */
export function useSaveFinanceur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body:
        | { kind: 'create'; body: BodyOf<'createFinanceur'> }
        | { kind: 'update'; body: BodyOf<'updateFinanceur'> },
    ) =>
      body.kind === 'create'
        ? callEndpoint(createRoute, { body: body.body })
        : callEndpoint(updateRoute, { body: body.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeursKeys.all }),
  });
}

/** GET /api/prises-en-charge/client/{id}: the client's funding plans, the most recent first. */
export function useClientPrisesEnCharge(clientId: number) {
  return useQuery({
    queryKey: financeursKeys.ofClient(clientId),
    queryFn: () => callEndpoint(plansRoute, { params: { id: encryptPathId(clientId) } }),
  });
}

/** POST or PATCH /api/prises-en-charge: a new plan of the client, or one replaced. */
export function useSavePriseEnCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body:
        | { kind: 'create'; body: BodyOf<'createPriseEnCharge'> }
        | { kind: 'update'; body: BodyOf<'updatePriseEnCharge'> },
    ) =>
      body.kind === 'create'
        ? callEndpoint(createPlanRoute, { body: body.body })
        : callEndpoint(updatePlanRoute, { body: body.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeursKeys.all }),
  });
}
