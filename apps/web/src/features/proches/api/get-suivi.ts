import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prochesKeys } from './keys.ts';

const route: Route<'getSuivi'> = {
  name: 'getSuivi',
  method: 'GET',
  path: '/api/suivi',
  envelope: 'data',
};

export type SuiviFoyer = ResponseOf<'getSuivi'>[number];
export type SuiviVisite = SuiviFoyer['a_venir'][number];

/** GET /api/suivi: the households the relative follows, their visits and missions. */
export function getSuivi(): Promise<SuiviFoyer[]> {
  return callEndpoint(route, {});
}

/** Read again every minute and on focus: the agent's « en route » and arrival show soon. */
export function useSuivi() {
  return useQuery({ queryKey: prochesKeys.suivi(), queryFn: getSuivi, refetchInterval: 60_000 });
}
