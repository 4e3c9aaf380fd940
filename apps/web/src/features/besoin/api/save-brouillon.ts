import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'saveBrouillon'> = {
  name: 'saveBrouillon',
  method: 'POST',
  path: '/api/devis/brouillons/save',
  envelope: 'data',
};

export type SaveBrouillonInput = BodyOf<'saveBrouillon'>;

/** POST /api/devis/brouillons/save: creates the draft without id, replaces it with its id. */
export function saveBrouillon(input: SaveBrouillonInput): Promise<ResponseOf<'saveBrouillon'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveBrouillon() {
  return useMutation({ mutationFn: saveBrouillon });
}
