import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'declareAnnonceInteret'> = {
  name: 'declareAnnonceInteret',
  method: 'POST',
  path: '/api/annonces/interet',
  envelope: 'data',
};

/** The agent says it is interested in a job post: the recruitment team gets a task. */
export function declareAnnonceInteret(
  input: BodyOf<'declareAnnonceInteret'>,
): Promise<ResponseOf<'declareAnnonceInteret'>> {
  return callEndpoint(route, { body: input });
}

export function useDeclareAnnonceInteret() {
  return useMutation({ mutationFn: declareAnnonceInteret });
}
