import { encryptPathId } from '../../lib/path-id.ts';

/** A conversation of the customers' messaging (its id encrypted, as every id in a path). */
export function messageriePath(conversationId: number): string {
  return `/messagerie/${encryptPathId(conversationId)}`;
}
