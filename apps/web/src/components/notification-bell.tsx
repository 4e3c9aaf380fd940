import { Anchor } from '@mantine/core';
import { NavLink } from 'react-router';
import { useNotificationsUnread } from '../lib/notifications-unread.ts';
import { CountBadge, countLinkLabel } from './count-badge.tsx';

export const BELL_TEXT = {
  label: 'Notifications',
  unread: (count: number) => (count > 1 ? `${count} non lues` : `${count} non lue`),
} as const;

/**
 * Tabler's « bell » drawn inline: the header is on every screen and must not load the whole icon
 * set (@tabler/icons-react is one large module).
 */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

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
      aria-label={countLinkLabel(BELL_TEXT.label, count, BELL_TEXT.unread)}
      c="white"
      fw={500}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <BellIcon />
      {BELL_TEXT.label}
      <CountBadge count={count} />
    </Anchor>
  );
}
