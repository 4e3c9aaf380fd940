import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { planningKeys } from './keys.ts';

const route: Route<'listMissionsAPlanifier'> = {
  name: 'listMissionsAPlanifier',
  method: 'POST',
  path: '/api/missions/a-planifier',
  envelope: 'data',
};

export type MissionsAPlanifierPage = ResponseOf<'listMissionsAPlanifier'>;
export type MissionAPlanifier = MissionsAPlanifierPage['items'][number];

/** POST /api/missions/a-planifier: missions with slots without an agent or hours to plan. */
export function listMissionsAPlanifier(page: number): Promise<MissionsAPlanifierPage> {
  return callEndpoint(route, { body: { page } });
}

export function useMissionsAPlanifier(page: number) {
  return useQuery({
    queryKey: planningKeys.missions(page),
    queryFn: () => listMissionsAPlanifier(page),
    placeholderData: keepPreviousData,
  });
}
