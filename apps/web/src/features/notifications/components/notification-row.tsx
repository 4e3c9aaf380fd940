import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notificationTypeById } from '@maisonnee/domain';
import type { NotificationItem, NotifType } from '../api/list-notifications.ts';
import { NOTIFICATIONS_TEXT } from '../text.ts';
import { formatNotificationDate } from '../format.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';

export interface NotificationRowProps {
  notification: NotificationItem;
  types: readonly NotifType[];
  /** Tapping the notification: marks it read and opens its landing page. */
  onOpen: (notification: NotificationItem) => void;
  onMarkRead: (notification: NotificationItem) => void;
  marking: boolean;
}

/** One notification: its kind, title, message and date; bold and marked « non lue » until read. */
export function NotificationRow({
  notification,
  types,
  onOpen,
  onMarkRead,
  marking,
}: NotificationRowProps) {
  const unread = !notification.is_read;
  const typeLabel =
    types.find((type) => type.id === notification.notif_type_id)?.libelle ??
    notificationTypeById(notification.notif_type_id)?.label ??
    null;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={unread ? 'maisonnee.0' : undefined}
      style={{ listStyle: 'none' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton
          onClick={() => onOpen(notification)}
          style={{ flex: 1, minWidth: 0 }}
          data-unread={unread || undefined}
        >
          <Group component="span" align="flex-start" wrap="nowrap" gap="sm">
            <Text component="span" c="maisonnee.9" mt={2}>
              <NotificationTypeIcon typeId={notification.notif_type_id} />
            </Text>
            <Stack component="span" gap={2} style={{ minWidth: 0 }}>
              <Text component="span" display="block" fw={unread ? 700 : 500} c="dark.9">
                {notification.titre}
                {unread ? (
                  <VisuallyHidden component="span">{` (${NOTIFICATIONS_TEXT.unread})`}</VisuallyHidden>
                ) : null}
              </Text>
              <Text
                component="span"
                display="block"
                fz="sm"
                fw={unread ? 600 : 400}
                c="dark.9"
                style={{ whiteSpace: 'pre-line' }}
              >
                {notification.message}
              </Text>
              <Group component="span" gap="xs">
                {typeLabel ? (
                  <Badge component="span" variant="outline" color="maisonnee" c="dark.9" size="sm">
                    {typeLabel}
                  </Badge>
                ) : null}
                <Text fz="xs" c="dark.6" component="span">
                  {formatNotificationDate(notification.created_at)}
                </Text>
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        {unread ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="maisonnee.9"
            loading={marking}
            aria-label={NOTIFICATIONS_TEXT.markReadOf(notification.titre)}
            onClick={() => onMarkRead(notification)}
          >
            {NOTIFICATIONS_TEXT.markRead}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
