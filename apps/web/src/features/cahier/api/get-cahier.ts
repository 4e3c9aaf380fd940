import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { renewDelayMs } from '../../../lib/file-link.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { cahierKeys } from './keys.ts';

export type Cahier = ResponseOf<'getCahier'>;
export type CahierEntree = Cahier['entrees']['items'][number];
export type MissionTache = Cahier['taches'][number];

const route: Route<'getCahier'> = {
  name: 'getCahier',
  method: 'GET',
  path: '/api/cahier/{missionId}',
  envelope: 'data',
};

/** GET /api/cahier/{missionId}: a page of the notebook (newest first), its tasks. */
export function getCahier(missionId: number, page: number): Promise<Cahier> {
  return callEndpoint(route, { params: { missionId: encryptPathId(missionId) }, query: { page } });
}

/**
 * The notebook's page; read again before its photos' links expire (they last minutes), so an
 * open notebook keeps showing them.
 */
export function useCahier(missionId: number, page: number) {
  return useQuery({
    queryKey: cahierKeys.page(missionId, page),
    queryFn: () => getCahier(missionId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const links = (query.state.data?.entrees.items ?? []).flatMap((entree) =>
        entree.photo ? [entree.photo] : [],
      );
      const delays = links.map((link) => renewDelayMs(link)).filter((d) => d !== false);
      return delays.length > 0 ? Math.min(...delays) : false;
    },
  });
}
