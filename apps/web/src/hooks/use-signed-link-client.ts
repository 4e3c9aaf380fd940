import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decryptPathId, encryptPathId } from '../lib/path-id.ts';
import { useCurrentUser } from '../lib/session.ts';

/**
 * The signed-in client's id, encrypted once. Encrypting gives a new text on every call (random
 * nonce) and the text is part of the screens' query keys: encrypting on each render started a
 * new query on each render, and the screens flooded the API (issue 9). Kept for the tab's life,
 * so that a remount reads the same cache entry too.
 */
let sessionClient: { id: number; encrypted: string } | null = null;

function encryptedSessionClient(id: number): string {
  if (sessionClient?.id !== id) sessionClient = { id, encrypted: encryptPathId(id) };
  return sessionClient.encrypted;
}

/**
 * The client of a public screen: `?client=` (encrypted id) and `?token=` (signature) of the
 * link mailed to the client, else the signed-in client. `clientId` is null when the link's id is
 * not one of ours; `encryptedId` is the link's own text when there is one. Both are the same
 * from one render to the next.
 */
export function useSignedLinkClient(): {
  clientId: number | null;
  encryptedId: string | null;
  token: string | null;
  /** The screen was opened by a mailed link (`?client=`). */
  hasLink: boolean;
} {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const fromLink = params.get('client');
  const sessionClientId = user?.client_id ?? null;
  const linkClientId = useMemo(() => (fromLink ? decryptPathId(fromLink) : null), [fromLink]);
  const clientId = fromLink ? linkClientId : sessionClientId;
  const encryptedId =
    fromLink ?? (sessionClientId !== null ? encryptedSessionClient(sessionClientId) : null);
  return { clientId, encryptedId, token: params.get('token'), hasLink: fromLink !== null };
}
