import { devisKeys } from '../../../../lib/query-keys.ts';

/**
 * Keys of the back office's quote queries. They sit under `devisKeys.all`, so a send, a resend or
 * a deletion refreshes them together with the client's own quote screens.
 */
export const adminDevisKeys = {
  conciergerie: (clientId: number) => [...devisKeys.all, 'conciergerie', clientId] as const,
};
