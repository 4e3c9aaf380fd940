import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { useRefreshOnRealtime } from './realtime-refresh.ts';

/**
 * The messaging's query keys, shared by the customers' /messagerie, the operators'
 * /admin/messagerie and the header's badge: every messaging query starts with
 * `messagerieKeys.all`, so that one realtime event refreshes them all with one prefix.
 */
export const messagerieKeys = {
  all: ['messagerie'] as const,
  /** The caller's unread counts (GET /api/messagerie/unread). */
  unread: ['messagerie', 'unread'] as const,
  /** Every list of conversations, whatever its filters. */
  lists: ['messagerie', 'list'] as const,
  list: (filters: Record<string, unknown>) => ['messagerie', 'list', filters] as const,
  /** Every page of one conversation. */
  thread: (conversationId: number) => ['messagerie', 'thread', conversationId] as const,
};

export type MessagerieUnread = ResponseOf<'getMessagerieUnread'>;

const unreadRoute: Route<'getMessagerieUnread'> = {
  name: 'getMessagerieUnread',
  method: 'GET',
  path: '/api/messagerie/unread',
  envelope: 'data',
};

/** GET /api/messagerie/unread: the caller's conversations and messages not read yet. */
export async function getMessagerieUnread(): Promise<MessagerieUnread> {
  const answer = await callEndpoint(unreadRoute);
  return answer ?? { conversations: 0, messages: 0 };
}

/**
 * The caller's unread messaging counts, asked again when a message arrives, a conversation is
 * read on another screen or events may have been missed (realtime `message`, `read`, `resync`).
 * No polling. `data.messages` is the number a badge shows. The header keeps this hook mounted on
 * every screen, so it also marks every other messaging query stale: a list kept in the cache
 * while the person was elsewhere is fetched again when its screen opens.
 */
export function useMessagerieUnread(enabled = true) {
  useRefreshOnRealtime(['message', 'read', 'resync'], messagerieKeys.all);
  return useQuery({
    queryKey: messagerieKeys.unread,
    queryFn: getMessagerieUnread,
    enabled,
    staleTime: 60_000,
  });
}
