import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_GRID, type PriceGrid } from '@maisonnee/domain';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';

const route: Route<'getTarifsEnVigueur'> = {
  name: 'getTarifsEnVigueur',
  method: 'GET',
  path: '/api/tarifs',
  envelope: 'data',
};

export type TarifsEnVigueur = ResponseOf<'getTarifsEnVigueur'>;

export const tarifsQueryKey = ['tarifs', 'en-vigueur'] as const;

/** GET /api/tarifs (public): today's price grid and the next one scheduled, if any. */
export function getTarifsEnVigueur(): Promise<TarifsEnVigueur> {
  return callEndpoint(route);
}

/** Today's grid, asked once for every screen that prices a need (issue 24). */
export function useTarifsEnVigueur() {
  return useQuery({
    queryKey: tarifsQueryKey,
    queryFn: getTarifsEnVigueur,
    staleTime: 10 * 60_000,
  });
}

/**
 * The grid the live estimates use: the agency's in force, the specification's while it loads
 * (or when the call fails). The API prices the quote itself at its own grid.
 */
export function useTarifsGrid(): PriceGrid {
  return useTarifsEnVigueur().data?.grid ?? DEFAULT_PRICE_GRID;
}
