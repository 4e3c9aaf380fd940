import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'createCandidatStep1'> = {
  name: 'createCandidatStep1',
  method: 'POST',
  path: '/api/candidat/step1',
  envelope: 'data',
};

export type Step1Input = BodyOf<'createCandidatStep1'>;

/** POST /api/candidat/step1: identity, contact and services; answers the application's token. */
export function createCandidatStep1(body: Step1Input): Promise<ResponseOf<'createCandidatStep1'>> {
  return callEndpoint(route, { body });
}

export function useCreateCandidatStep1() {
  return useMutation({ mutationFn: createCandidatStep1 });
}
