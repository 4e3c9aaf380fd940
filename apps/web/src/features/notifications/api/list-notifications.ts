import type { endpoints } from '@maisonnee/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRealtimeEvent } from '../../../hooks/use-realtime-event.ts';
import {
  BUDGET_MESSAGE,
  fillPath,
  http,
  requestBudget,
  type ResponseOf,
  type Route,
} from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
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

export interface NotificationsList {
  notifications: NotificationItem[];
  notifTypes: NotifType[];
}

/**
 * GET /api/notifications/user/{userId}: the user's notifications, newest first, with the kinds of
 * notification beside them (`notifTypes`, which `callEndpoint` would drop: the envelope is read
 * here, under the same request budget as every call).
 */
export async function listNotifications(userId: number): Promise<NotificationsList> {
  if (!requestBudget.take(`${route.method} ${route.path}`)) {
    throw new ApiError(429, {
      success: false,
      error: { code: 'RATE_LIMITED', message: BUDGET_MESSAGE },
    });
  }
  const envelope = await http.request<{ datas?: NotificationItem[]; notifTypes?: NotifType[] }>(
    route.method,
    fillPath(route.path, { userId: encryptPathId(userId) }),
  );
  const notifications = [...(envelope?.datas ?? [])].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
  return { notifications, notifTypes: envelope?.notifTypes ?? [] };
}

/** The list, refetched when a notification arrives or the read state changes elsewhere. */
export function useNotificationsList(userId: number | null) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['notification', 'read'], () => {
    if (userId !== null) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    }
  });
  return useQuery({
    queryKey: notificationKeys.list(userId ?? 0),
    queryFn: () => listNotifications(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
  });
}
