import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'declareCandidatureInteret'> = {
  name: 'declareCandidatureInteret',
  method: 'POST',
  path: '/api/candidat/candidature/interet',
  envelope: 'data',
};

/** POST /api/candidat/candidature/interet: the candidate is interested in a job post. */
export function declareCandidatureInteret(body: {
  application_token: string;
  annonce_id: number;
}): Promise<ResponseOf<'declareCandidatureInteret'>> {
  return callEndpoint(route, { body });
}

export function useDeclareCandidatureInteret() {
  return useMutation({ mutationFn: declareCandidatureInteret });
}
