import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prochesKeys } from './keys.ts';

const route: Route<'listProches'> = {
  name: 'listProches',
  method: 'GET',
  path: '/api/proches',
  envelope: 'data',
};

export type Proche = ResponseOf<'listProches'>[number];

/** GET /api/proches: the family's relatives, invited, active and removed. */
export function listProches(): Promise<Proche[]> {
  return callEndpoint(route, {});
}

export function useProches() {
  return useQuery({ queryKey: prochesKeys.list(), queryFn: listProches });
}
