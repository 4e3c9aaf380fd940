import { useAction } from '../../../hooks/use-action.ts';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'sendValidationCode'> = {
  name: 'sendValidationCode',
  method: 'POST',
  path: '/api/users/send-validation-code',
  envelope: 'data',
};

/** POST /api/users/send-validation-code: mails a new code to a non-validated account. */
export function sendValidationCode(
  input: BodyOf<'sendValidationCode'>,
): Promise<ResponseOf<'sendValidationCode'>> {
  return callEndpoint(route, { body: input });
}

export function useSendValidationCode() {
  return useAction(sendValidationCode);
}
