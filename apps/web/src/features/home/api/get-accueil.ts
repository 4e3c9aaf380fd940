import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { useRefreshOnRealtime } from '../../../lib/realtime-refresh.ts';

const route: Route<'getAccueilClient'> = {
  name: 'getAccueilClient',
  method: 'GET',
  path: '/api/client/accueil',
  envelope: 'data',
};

export type Accueil = ResponseOf<'getAccueilClient'>;
export type ProchaineVisite = NonNullable<Accueil['prochaine_visite']>;

export const accueilKeys = {
  all: ['accueil'] as const,
  client: (clientId: number) => ['accueil', 'client', clientId] as const,
};

/** GET /api/client/accueil: the family's next visit, what waits for it and the month's figures. */
export function getAccueil(): Promise<Accueil> {
  return callEndpoint(route);
}

/**
 * The family's home, asked again when something may have changed it: a notification (the agent
 * is on the way or checked in, a quote or an invoice arrived), a message or a read state, or
 * events missed while disconnected.
 */
export function useAccueil(clientId: number | null) {
  useRefreshOnRealtime(['notification', 'message', 'read', 'resync'], accueilKeys.all);
  return useQuery({
    queryKey: clientId === null ? accueilKeys.all : accueilKeys.client(clientId),
    queryFn: getAccueil,
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}
