import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'createClientUserAccount'> = {
  name: 'createClientUserAccount',
  method: 'POST',
  path: '/api/client/create-client-user-account/{id}',
  envelope: 'data',
};

/**
 * Creates the client's access account and mails the link to choose a password; without `email`
 * the record's e-mail is used.
 */
export function createClientUserAccount(
  clientId: number,
  email?: string,
): Promise<ResponseOf<'createClientUserAccount'>> {
  return callEndpoint(route, {
    params: { id: encryptPathId(clientId) },
    body: email ? { email } : {},
  });
}

export function useCreateClientUserAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email?: string) => createClientUserAccount(clientId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClientKeys.detail(clientId) }),
  });
}
