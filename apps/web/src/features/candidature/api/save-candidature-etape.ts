import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { candidatureKeys } from './keys.ts';

const route: Route<'saveCandidatureEtape'> = {
  name: 'saveCandidatureEtape',
  method: 'POST',
  path: '/api/candidat/candidature/etape',
  envelope: 'data',
};

export type EtapeInput = BodyOf<'saveCandidatureEtape'>;

/** POST /api/candidat/candidature/etape: saves the address, skills or availability step. */
export function saveCandidatureEtape(
  body: EtapeInput,
): Promise<ResponseOf<'saveCandidatureEtape'>> {
  return callEndpoint(route, { body });
}

export function useSaveCandidatureEtape() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidatureEtape,
    onSuccess: (data, body) =>
      queryClient.setQueryData(candidatureKeys.detail(body.application_token), data),
  });
}
