import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type Route } from './api-client.ts';
import { useRefreshOnRealtime } from './realtime-refresh.ts';

/**
 * The notifications' query keys, shared by the notifications screen, the header's bell and the
 * push handling: every notification query starts with `notificationKeys.all`, so that a push or
 * a realtime event refreshes them all with one prefix.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The list of one user (GET /api/notifications/user/{userId}). */
  list: (userId: number) => ['notifications', 'list', userId] as const,
  /** The caller's unread count (GET /api/notifications/unread-count). */
  unread: ['notifications', 'unread'] as const,
};

const countRoute: Route<'countUnreadNotifications'> = {
  name: 'countUnreadNotifications',
  method: 'GET',
  path: '/api/notifications/unread-count',
  envelope: 'data',
};

/** GET /api/notifications/unread-count: the caller's unread notifications. */
export async function countUnreadNotifications(): Promise<number> {
  const answer = await callEndpoint(countRoute);
  return answer?.non_lues ?? 0;
}

/**
 * The caller's unread notifications count, asked again when a notification arrives or the read
 * state changes (realtime events; a reconnection's `resync` refetches every query). No polling.
 */
export function useNotificationsUnread(enabled = true) {
  useRefreshOnRealtime(['notification', 'read'], notificationKeys.unread);
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: countUnreadNotifications,
    enabled,
    staleTime: 60_000,
  });
}
