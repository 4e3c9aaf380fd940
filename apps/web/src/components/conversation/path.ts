import { decryptPathId } from '../../lib/path-id.ts';

const MAX_ID = 2_147_483_647;

/**
 * The conversation id of a `/messagerie/:id` or `/admin/messagerie/:id` address: encrypted as
 * every id the screens put in a path, or plain digits as some notification landing pages carry
 * it (the API checks access either way). null: not an id.
 */
export function conversationIdFromPath(segment: string | undefined): number | null {
  if (!segment) return null;
  const decrypted = decryptPathId(segment);
  if (decrypted !== null) return decrypted;
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= MAX_ID ? id : null;
}
