import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';

/*
 * The private calendar link of the caller (docs/calendrier.md): whether one is in force, making a
 * new one (answered once, never again), revoking it.
 */

const getRoute: Route<'getCalendrier'> = {
  name: 'getCalendrier',
  method: 'GET',
  path: '/api/calendrier',
  envelope: 'data',
};
const createRoute: Route<'createCalendrier'> = {
  name: 'createCalendrier',
  method: 'POST',
  path: '/api/calendrier',
  envelope: 'data',
};
const deleteRoute: Route<'deleteCalendrier'> = {
  name: 'deleteCalendrier',
  method: 'DELETE',
  path: '/api/calendrier',
  envelope: 'data',
};

export type CalendrierState = ResponseOf<'getCalendrier'>;
export type CalendrierLien = ResponseOf<'createCalendrier'>;

export const calendrierQueryKey = ['calendrier'] as const;

/** GET /api/calendrier: whether a link is in force, since when, last read when. */
export function useCalendrier() {
  return useQuery({ queryKey: calendrierQueryKey, queryFn: () => callEndpoint(getRoute) });
}

/** POST /api/calendrier: a new link in place of the old one; its URL comes this once. */
export function useCreateCalendrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(createRoute),
    onSuccess: (lien) =>
      queryClient.setQueryData<CalendrierState>(calendrierQueryKey, {
        actif: true,
        created_at: lien.created_at,
        last_read_at: null,
      }),
  });
}

/** DELETE /api/calendrier: revokes the link (it answers 404 from then on). */
export function useDeleteCalendrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(deleteRoute),
    onSuccess: (state) => queryClient.setQueryData(calendrierQueryKey, state),
  });
}
