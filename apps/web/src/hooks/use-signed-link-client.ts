import { useSearchParams } from 'react-router';
import { decryptPathId, encryptPathId } from '../lib/path-id.ts';
import { useCurrentUser } from '../lib/session.ts';

/**
 * The client of a public screen: `?client=` (encrypted id) and `?token=` (signature) of the
 * link mailed to the client, else the signed-in client. `clientId` is null when the link's id is
 * not one of ours; `encryptedId` is the link's own text when there is one.
 */
export function useSignedLinkClient(): {
  clientId: number | null;
  encryptedId: string | null;
  token: string | null;
} {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const fromLink = params.get('client');
  const clientId = fromLink ? decryptPathId(fromLink) : (user?.client_id ?? null);
  const encryptedId = fromLink ?? (clientId !== null ? encryptPathId(clientId) : null);
  return { clientId, encryptedId, token: params.get('token') };
}
