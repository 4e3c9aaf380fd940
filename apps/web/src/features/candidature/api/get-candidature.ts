import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { candidatureKeys } from './keys.ts';

const route: Route<'getCandidature'> = {
  name: 'getCandidature',
  method: 'GET',
  path: '/api/candidat/candidature',
  envelope: 'data',
};

export type Candidature = ResponseOf<'getCandidature'>;

/** GET /api/candidat/candidature?token=…: what the application of a token holds. */
export function getCandidature(token: string): Promise<Candidature> {
  return callEndpoint(route, { query: { token } });
}

export function useCandidature(token: string | null) {
  return useQuery({
    queryKey: candidatureKeys.detail(token ?? ''),
    queryFn: () => getCandidature(token!),
    enabled: token !== null,
    retry: false,
  });
}
