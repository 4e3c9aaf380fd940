import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { parametresKeys } from './keys.ts';

/*
 * The writes of the settings screen: each answers the whole settings, which the screen shows at
 * once, and the log is read again.
 */

type Parametres = ResponseOf<'getParametresAgence'>;

const identiteRoute: Route<'updateIdentiteAgence'> = {
  name: 'updateIdentiteAgence',
  method: 'PUT',
  path: '/api/agence/parametres/identite',
  envelope: 'data',
};
const reglesRoute: Route<'updateReglesAgence'> = {
  name: 'updateReglesAgence',
  method: 'PUT',
  path: '/api/agence/parametres/regles',
  envelope: 'data',
};
const gridRoute: Route<'savePriceGrid'> = {
  name: 'savePriceGrid',
  method: 'POST',
  path: '/api/agence/parametres/tarifs',
  envelope: 'data',
};
const deleteGridRoute: Route<'deletePriceGrid'> = {
  name: 'deletePriceGrid',
  method: 'DELETE',
  path: '/api/agence/parametres/tarifs',
  envelope: 'data',
};

export type IdentiteAgenceBody = BodyOf<'updateIdentiteAgence'>;
export type ReglesAgenceBody = BodyOf<'updateReglesAgence'>;
export type PriceGridBody = BodyOf<'savePriceGrid'>;

/** PUT /api/agence/parametres/identite: the whole identity. */
export function updateIdentiteAgence(body: IdentiteAgenceBody): Promise<Parametres> {
  return callEndpoint(identiteRoute, { body });
}

/** PUT /api/agence/parametres/regles: every rule. */
export function updateReglesAgence(body: ReglesAgenceBody): Promise<Parametres> {
  return callEndpoint(reglesRoute, { body });
}

/** POST /api/agence/parametres/tarifs: a grid from a day, today or later. */
export function savePriceGrid(body: PriceGridBody): Promise<Parametres> {
  return callEndpoint(gridRoute, { body });
}

/** DELETE /api/agence/parametres/tarifs?effective_from=: a scheduled grid. */
export function deletePriceGrid(effectiveFrom: string): Promise<Parametres> {
  return callEndpoint(deleteGridRoute, { query: { effective_from: effectiveFrom } });
}

/** A write of the settings: the answer replaces the cached settings; the log is read again. */
export function useSaveParametres<I>(write: (input: I) => Promise<Parametres>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => {
      queryClient.setQueryData(parametresKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: parametresKeys.journal });
    },
  });
}
