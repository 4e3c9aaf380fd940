import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'clientAskRecall'> = {
  name: 'clientAskRecall',
  method: 'POST',
  path: '/api/alerte/client-ask-recall',
  envelope: 'data',
};

export type AskRecallInput = BodyOf<'clientAskRecall'>;

/** POST /api/alerte/client-ask-recall: the client asks to be called back (mail to sales). */
export function askRecall(input: AskRecallInput): Promise<ResponseOf<'clientAskRecall'>> {
  return callEndpoint(route, { body: input });
}

export function useAskRecall() {
  return useMutation({ mutationFn: askRecall });
}
