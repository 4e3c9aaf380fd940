import { useAction } from '../../../hooks/use-action.ts';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'validAccount'> = {
  name: 'validAccount',
  method: 'POST',
  path: '/api/users/valid-account',
  envelope: 'data',
};

/** POST /api/users/valid-account: validates the account with the mailed code. */
export function validAccount(input: BodyOf<'validAccount'>): Promise<ResponseOf<'validAccount'>> {
  return callEndpoint(route, { body: input });
}

export function useValidAccount() {
  return useAction(validAccount);
}
