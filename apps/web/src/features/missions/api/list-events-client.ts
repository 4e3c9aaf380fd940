import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'listEventsClient'> = {
  name: 'listEventsClient',
  method: 'POST',
  path: '/api/interventions/events-client/{clientId}',
  envelope: 'data',
};

export type CalendarEvent = ResponseOf<'listEventsClient'>[number];

/** The client's interventions between two dates (one year at most). */
export function listEventsClient(
  clientId: number,
  start: string,
  end: string,
): Promise<ResponseOf<'listEventsClient'>> {
  return callEndpoint(route, {
    params: { clientId: encryptPathId(clientId) },
    body: { start, end },
  });
}

export function useEventsClient(clientId: number | null, start: string, end: string) {
  return useQuery({
    queryKey: missionsKeys.events(clientId ?? 0, start, end),
    queryFn: () => listEventsClient(clientId ?? 0, start, end),
    enabled: clientId !== null,
  });
}
