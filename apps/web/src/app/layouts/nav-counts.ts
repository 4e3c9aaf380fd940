import { useQuery } from '@tanstack/react-query';
import { useMessagerieUnread } from '../../lib/messagerie-unread.ts';
import type { NavBadge, SpaceNavigation } from '../../lib/navigation.ts';
import { countUnreadNotifications, notificationKeys } from '../../lib/notifications-unread.ts';
import { LAYOUT_TEXT } from './layout-text.ts';

export type NavCounts = Record<NavBadge, number>;

/**
 * The counts on the navigation's entries: unread messages and unread notifications, both
 * following realtime events (lib/messagerie-unread.ts, lib/notifications-unread.ts). The
 * notifications' count is the bell's cached query: the bell, always in the header, refreshes it
 * on realtime events (refreshing it here too would ask the server twice per event). A count is
 * asked only when an entry of the navigation shows it.
 */
export function useNavCounts(navigation: SpaceNavigation): NavCounts {
  const entries = [...navigation.tabs, ...navigation.more];
  const has = (badge: NavBadge) => entries.some((entry) => entry.badge === badge);
  const messages = useMessagerieUnread(has('messages')).data?.messages ?? 0;
  const notifications =
    useQuery({
      queryKey: notificationKeys.unread,
      queryFn: countUnreadNotifications,
      enabled: has('notifications'),
      staleTime: 60_000,
    }).data ?? 0;
  return { messages, notifications };
}

const UNREAD: Record<NavBadge, (count: number) => string> = {
  messages: LAYOUT_TEXT.unreadMessages,
  notifications: LAYOUT_TEXT.unreadNotifications,
};

/** An entry's count (0 without a badge) and its accessible name: « Messages, 2 non lus ». */
export function entryCount(
  entry: { label: string; badge?: NavBadge },
  counts: NavCounts,
): { count: number; name: string } {
  const count = entry.badge ? counts[entry.badge] : 0;
  if (!entry.badge || count <= 0) return { count: 0, name: entry.label };
  return { count, name: `${entry.label}, ${UNREAD[entry.badge](count)}` };
}
