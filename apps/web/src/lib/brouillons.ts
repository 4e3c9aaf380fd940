import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { encryptPathId } from './path-id.ts';

/*
 * A client's need drafts as the back office reads them: the quote builder and the scenario
 * proposals both start from one.
 */
const adminBrouillonsKey = (clientId: number) => ['admin', 'brouillons', clientId] as const;
const adminBrouillonKey = (brouillonId: number) => ['admin', 'brouillon', brouillonId] as const;

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
