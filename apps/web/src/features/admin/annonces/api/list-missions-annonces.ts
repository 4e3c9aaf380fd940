import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminAnnonceKeys } from './keys.ts';

const route: Route<'listMissionsAnnonces'> = {
  name: 'listMissionsAnnonces',
  method: 'POST',
  path: '/api/missions-annonces',
  envelope: 'data',
};

export type AnnoncesListBody = BodyOf<'listMissionsAnnonces'>;
export type AnnoncesPage = ResponseOf<'listMissionsAnnonces'>;
export type Annonce = AnnoncesPage['items'][number];

/** POST /api/missions-annonces: job posts, newest first, 20 a page. */
export function listMissionsAnnonces(body: AnnoncesListBody): Promise<AnnoncesPage> {
  return callEndpoint(route, { body });
}

export function useMissionsAnnonces(body: AnnoncesListBody) {
  return useQuery({
    queryKey: adminAnnonceKeys.list(body),
    queryFn: () => listMissionsAnnonces(body),
    placeholderData: keepPreviousData,
  });
}
