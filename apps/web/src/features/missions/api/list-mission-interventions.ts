import { toParisIsoDate } from '@maisonnee/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'listMissionInterventions'> = {
  name: 'listMissionInterventions',
  method: 'POST',
  path: '/api/missions/interventions/{missionId}',
  envelope: 'data',
};

export type MissionInterventionsPage = ResponseOf<'listMissionInterventions'>;
export type Intervention = MissionInterventionsPage['items'][number];

/**
 * POST missions/interventions/{missionId} (plain id): one page (20) of a mission's interventions
 * from `from` (a Paris day) on, in chronological order.
 */
export function listMissionInterventions(
  missionId: number,
  from: string,
  page: number,
): Promise<MissionInterventionsPage> {
  return callEndpoint(route, { params: { missionId }, body: { date_debut: from, page } });
}

/**
 * The mission's interventions from today (Paris) on, page after page (« Voir plus »): the next
 * ones first, which is what a family opens the list for; past ones are in the agenda's history.
 * `items` holds the pages loaded so far without duplicates (an intervention moved between two
 * pages would shift the next one).
 */
export function useMissionInterventions(missionId: number, enabled: boolean) {
  const from = toParisIsoDate(new Date());
  return useInfiniteQuery({
    queryKey: [...missionsKeys.interventions(missionId), from],
    queryFn: ({ pageParam }) => listMissionInterventions(missionId, from, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
    select: (data) => {
      const seen = new Set<number>();
      const items: Intervention[] = [];
      for (const page of data.pages)
        for (const item of page.items)
          if (!seen.has(item.id)) {
            seen.add(item.id);
            items.push(item);
          }
      return { items, total: data.pages.at(-1)?.total ?? items.length };
    },
  });
}
