import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type Route } from '../lib/api-client.ts';
import { logger } from '../lib/logger.ts';
import { stopPush } from '../lib/push.ts';
import { destroySession, getToken } from '../lib/session.ts';

const route: Route<'signout'> = {
  name: 'signout',
  method: 'POST',
  path: '/api/auth/signout',
  envelope: 'data',
};

/**
 * POST /api/auth/signout, then the session is destroyed on the device whatever the answer: a
 * user who asks to leave must leave even when offline.
 */
export async function signout(): Promise<void> {
  try {
    // While the session is still open: this device stops receiving the user's pushes.
    await stopPush();
    // Without a token the call would be blocked (and never settle): nothing to close server-side.
    if (getToken()) await callEndpoint(route, { body: {} });
  } catch (error) {
    logger.warn('Déconnexion côté serveur impossible', error);
  } finally {
    destroySession();
  }
}

export function useSignout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signout, onSettled: () => queryClient.clear() });
}
