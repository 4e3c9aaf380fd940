import { useAction } from '../../../hooks/use-action.ts';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'createAccount'> = {
  name: 'createAccount',
  method: 'POST',
  path: '/users/create-account',
  envelope: 'data',
};

export type CreateAccountInput = BodyOf<'createAccount'>;

/** POST /users/create-account: creates a non-validated account and mails a 6-digit code. */
export function createAccount(input: CreateAccountInput): Promise<ResponseOf<'createAccount'>> {
  return callEndpoint(route, { body: input });
}

export function useCreateAccount() {
  return useAction(createAccount);
}
