import type { endpoints } from '@maisonnee/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRefreshOnRealtime } from '../../../lib/realtime-refresh.ts';
import {
  fillPath,
  http,
  spendRequestBudget,
  type ResponseOf,
  type Route,
} from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notifications-unread.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'listUserNotifications'> = {
  name: 'listUserNotifications',
  method: 'GET',
  path: '/api/notifications/user/{userId}',
  envelope: 'datas',
};

export type NotificationItem = ResponseOf<'listUserNotifications'>[number];
export type NotifType = z.output<
  (typeof endpoints)['listUserNotifications']['extraEnvelope']['notifTypes']
>[number];

/** One page of the list, as the API answers it (`?page=`, newest first). */
export interface NotificationsPage {
  notifications: NotificationItem[];
  notifTypes: NotifType[];
  page: number;
  total: number;
  hasMore: boolean;
}

interface ListEnvelope {
  datas?: NotificationItem[];
  notifTypes?: NotifType[];
  page?: number;
  total?: number;
  has_more?: boolean;
}

/**
 * GET /api/notifications/user/{userId}?page=: one page of the user's notifications, newest first,
 * with the kinds of notification beside them (`notifTypes`, which `callEndpoint` would drop: the
 * envelope is read here, under the same request budget as every call).
 */
export async function listNotifications(userId: number, page = 1): Promise<NotificationsPage> {
  spendRequestBudget(route);
  const path = fillPath(route.path, { userId: encryptPathId(userId) });
  const envelope = await http.request<ListEnvelope>(
    route.method,
    page > 1 ? `${path}?page=${page}` : path,
  );
  const notifications = [...(envelope?.datas ?? [])].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
  return {
    notifications,
    notifTypes: envelope?.notifTypes ?? [],
    page,
    total: envelope?.total ?? notifications.length,
    hasMore: envelope?.has_more ?? false,
  };
}

/**
 * The list, page after page (« Voir plus »), refetched when a notification arrives or the read
 * state changes elsewhere. `notifications` holds the pages loaded so far, without duplicates (a
 * notification arriving between two pages shifts the next one).
 */
export function useNotificationsList(userId: number | null) {
  useRefreshOnRealtime(
    ['notification', 'read'],
    userId === null ? null : notificationKeys.list(userId),
  );
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? 0),
    queryFn: ({ pageParam }) => listNotifications(userId ?? 0, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: userId !== null,
    staleTime: 0,
    select: (data) => {
      const seen = new Set<number>();
      const notifications: NotificationItem[] = [];
      for (const page of data.pages)
        for (const item of page.notifications)
          if (!seen.has(item.id)) {
            seen.add(item.id);
            notifications.push(item);
          }
      const last = data.pages.at(-1);
      return {
        notifications,
        notifTypes: data.pages[0]?.notifTypes ?? [],
        total: last?.total ?? notifications.length,
      };
    },
  });
}
