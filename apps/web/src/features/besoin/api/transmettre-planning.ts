import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'transmettrePlanningClient'> = {
  name: 'transmettrePlanningClient',
  method: 'POST',
  path: '/api/client-cockpit/demande-planning',
  envelope: 'data',
};

/**
 * POST /api/client-cockpit/demande-planning: "Transmettre mon planning", the saved planning
 * draft of a signed quote reaches the agency's cockpit as a task with its dated slots.
 */
export function transmettrePlanning(
  input: BodyOf<'transmettrePlanningClient'>,
): Promise<ResponseOf<'transmettrePlanningClient'>> {
  return callEndpoint(route, { body: input });
}

export function useTransmettrePlanning() {
  return useMutation({ mutationFn: transmettrePlanning });
}
