import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminAnnonceKeys } from './keys.ts';

const createRoute: Route<'createAnnonce'> = {
  name: 'createAnnonce',
  method: 'POST',
  path: '/api/annonce/create',
  envelope: 'data',
};

const updateRoute: Route<'updateAnnonce'> = {
  name: 'updateAnnonce',
  method: 'POST',
  path: '/api/annonce/update',
  envelope: 'data',
};

export type CreateAnnonceBody = BodyOf<'createAnnonce'>;
export type UpdateAnnonceBody = BodyOf<'updateAnnonce'>;
type SavedAnnonce = ResponseOf<'createAnnonce'>;

/** POST /api/annonce/create: publishes a post (coordinates rounded to about 1 km by the API). */
export function createAnnonce(body: CreateAnnonceBody): Promise<SavedAnnonce> {
  return callEndpoint(createRoute, { body });
}

/** POST /api/annonce/update: changes a post, or switches it off or on. */
export function updateAnnonce(body: UpdateAnnonceBody): Promise<ResponseOf<'updateAnnonce'>> {
  return callEndpoint(updateRoute, { body });
}

/** Both refresh the list and the map. */
export function useCreateAnnonce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnonce,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAnnonceKeys.all }),
  });
}

export function useUpdateAnnonce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnonce,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAnnonceKeys.all }),
  });
}
