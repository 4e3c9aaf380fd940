import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminBrouillonKey, adminBrouillonsKey } from './keys.ts';

const listRoute: Route<'listClientBrouillons'> = {
  name: 'listClientBrouillons',
  method: 'GET',
  path: '/api/devis/brouillons/client/{id}',
  envelope: 'data',
};

const getRoute: Route<'getBrouillon'> = {
  name: 'getBrouillon',
  method: 'GET',
  path: '/api/devis/brouillons/{id}',
  envelope: 'data',
};

/** A client's need as it was typed (draft of section 3). */
export type BesoinBrouillon = ResponseOf<'getBrouillon'>;

/** GET /api/devis/brouillons/client/{id}: the client's need drafts, the most recent first. */
export function listClientBrouillons(clientId: number): Promise<BesoinBrouillon[]> {
  return callEndpoint(listRoute, { params: { id: encryptPathId(clientId) } });
}

/** GET /api/devis/brouillons/{id}: one need draft. */
export function getBrouillon(brouillonId: number): Promise<BesoinBrouillon> {
  return callEndpoint(getRoute, { params: { id: encryptPathId(brouillonId) } });
}

export function useClientBrouillons(clientId: number | null) {
  return useQuery({
    queryKey: adminBrouillonsKey(clientId ?? 0),
    queryFn: () => listClientBrouillons(clientId as number),
    enabled: clientId !== null,
  });
}

export function useBrouillon(brouillonId: number | null) {
  return useQuery({
    queryKey: adminBrouillonKey(brouillonId ?? 0),
    queryFn: () => getBrouillon(brouillonId as number),
    enabled: brouillonId !== null,
  });
}
