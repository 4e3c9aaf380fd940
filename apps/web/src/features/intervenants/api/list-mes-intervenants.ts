import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { intervenantsKeys } from './keys.ts';

const route: Route<'listMesIntervenants'> = {
  name: 'listMesIntervenants',
  method: 'GET',
  path: '/api/client/intervenants',
  envelope: 'data',
};

export type IntervenantResume = ResponseOf<'listMesIntervenants'>[number];

/** The agents planned or proposed for the family, the most recent first. */
export function listMesIntervenants(): Promise<ResponseOf<'listMesIntervenants'>> {
  return callEndpoint(route);
}

export function useMesIntervenants() {
  return useQuery({ queryKey: intervenantsKeys.list(), queryFn: listMesIntervenants });
}
