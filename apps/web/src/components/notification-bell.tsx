import { Anchor } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useNotificationsUnread } from '../lib/notifications-unread.ts';
import { CountBadge } from './count-badge.tsx';

export const BELL_TEXT = {
  label: 'Notifications',
  unread: (count: number) => (count > 1 ? `${count} non lues` : `${count} non lue`),
} as const;

/**
 * The header's link to /notifications with the unread count. Its accessible name starts with
 * « Notifications » (« Notifications, 3 non lues »); the count follows realtime events.
 */
export function NotificationBell() {
  const unread = useNotificationsUnread();
  const count = unread.data ?? 0;
  return (
    <Anchor
      component={NavLink}
      to="/notifications"
      end
      c="white"
      fw={500}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconBell size={20} aria-hidden stroke={1.8} />
      {BELL_TEXT.label}
      <CountBadge count={count} label={BELL_TEXT.unread(count)} />
    </Anchor>
  );
}
