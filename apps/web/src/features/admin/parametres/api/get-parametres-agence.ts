import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { parametresKeys } from './keys.ts';

const route: Route<'getParametresAgence'> = {
  name: 'getParametresAgence',
  method: 'GET',
  path: '/api/agence/parametres',
  envelope: 'data',
};

export type ParametresAgence = ResponseOf<'getParametresAgence'>;
export type AgencyPriceGrid = ParametresAgence['grille_en_vigueur']['grid'];

/** GET /api/agence/parametres: identity, logo, rules, the grid in force and the saved grids. */
export function getParametresAgence(): Promise<ParametresAgence> {
  return callEndpoint(route, {});
}

export function useParametresAgence() {
  return useQuery({ queryKey: parametresKeys.settings, queryFn: getParametresAgence });
}
