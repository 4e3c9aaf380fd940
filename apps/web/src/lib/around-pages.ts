import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/*
 * The pages of an around search (clients or candidates within a radius of a point, nearest first):
 * loaded one after the other on demand (« Voir plus »), the search itself sent only once a point
 * is known and the form submitted.
 */

/** Largest radius the API accepts, in km (distanceKMSchema). */
export const MAX_RADIUS_KM = 200;

/** What every around call answers: a page of what it found, and how many are within the radius. */
export interface AroundPage<I> {
  items: I[];
  page: number;
  limit: number;
  total: number;
}

/**
 * Runs once `body` is given (null: nothing asked yet); `items` holds the pages loaded so far and
 * `total` how many are within the radius.
 */
export function useAroundPages<B, I>(
  /** The query's key (with a null body while nothing is asked). */
  key: (body: B | null) => QueryKey,
  fetchPage: (body: B, page: number) => Promise<AroundPage<I>>,
  body: B | null,
) {
  const query = useInfiniteQuery({
    queryKey: key(body),
    queryFn: ({ pageParam }) => fetchPage(body as B, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: body !== null,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}
