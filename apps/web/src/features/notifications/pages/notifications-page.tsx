import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/http.ts';
import { inAppLandingPage } from '../../../lib/landing-page.ts';
import { useNotificationsUnread } from '../../../lib/notifications-unread.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { showError, showSuccess } from '../../../lib/toast.ts';
import { useNotificationsList, type NotificationItem } from '../api/list-notifications.ts';
import { useReadAllNotifications, useReadNotification } from '../api/read-notifications.ts';
import { NotificationRow } from '../components/notification-row.tsx';
import { NOTIFICATIONS_TEXT } from '../text.ts';

/**
 * /notifications (every signed-in user): the notifications, newest first, unread ones in bold;
 * one can be marked read, or all at once; tapping one marks it read and opens its landing page.
 * The list follows realtime events (a new notification, read elsewhere); a failed fetch shows the
 * toast of section 8.
 */
export function NotificationsPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const list = useNotificationsList(user?.id ?? null);
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const unread = useNotificationsUnread(user !== null);

  useEffect(() => {
    if (list.isError) showError(NOTIFICATIONS_TEXT.fetchError);
  }, [list.isError, list.errorUpdatedAt]);

  const actionFailed = (error: unknown) =>
    showError(error instanceof ApiError ? error.message : NOTIFICATIONS_TEXT.actionError);

  const notifications = list.data?.notifications ?? [];
  // The count of the header's bell covers every page; the loaded rows only until it answers.
  const unreadCount = unread.data ?? notifications.filter((item) => !item.is_read).length;

  function open(notification: NotificationItem) {
    if (!notification.is_read) readOne.mutate(notification.id, { onError: actionFailed });
    const to = inAppLandingPage(notification.landing_page);
    if (to) void navigate(to);
  }

  return (
    <Stack gap="md">
      <Title order={1}>{NOTIFICATIONS_TEXT.title}</Title>
      <Text c="dark.7">{NOTIFICATIONS_TEXT.intro}</Text>
      {list.isPending && user ? <PageLoader /> : null}
      {list.isError ? (
        <Group>
          <Text role="status">{NOTIFICATIONS_TEXT.fetchError}</Text>
          <Button variant="outline" color="maisonnee.9" onClick={() => void list.refetch()}>
            {NOTIFICATIONS_TEXT.retry}
          </Button>
        </Group>
      ) : null}
      {list.isSuccess ? (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text role="status" fw={500}>
              {NOTIFICATIONS_TEXT.unreadSummary(unreadCount)}
            </Text>
            {unreadCount > 0 ? (
              <Button
                variant="outline"
                color="maisonnee.9"
                loading={readAll.isPending}
                onClick={() =>
                  readAll.mutate(undefined, {
                    onSuccess: () => showSuccess(NOTIFICATIONS_TEXT.readAllDone),
                    onError: actionFailed,
                  })
                }
              >
                {NOTIFICATIONS_TEXT.readAll}
              </Button>
            ) : null}
          </Group>
          {notifications.length === 0 ? (
            <Text>{NOTIFICATIONS_TEXT.empty}</Text>
          ) : (
            <Stack component="ul" aria-label={NOTIFICATIONS_TEXT.listLabel} gap="xs" p={0} m={0}>
              {notifications.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  types={list.data.notifTypes}
                  onOpen={open}
                  onMarkRead={(item) => readOne.mutate(item.id, { onError: actionFailed })}
                  marking={readOne.isPending && readOne.variables === notification.id}
                />
              ))}
            </Stack>
          )}
          {list.hasNextPage ? (
            <Group justify="center" gap="sm">
              <Text size="sm" c="dark.7">
                {NOTIFICATIONS_TEXT.shownOf(notifications.length, list.data.total)}
              </Text>
              <Button
                variant="outline"
                color="maisonnee.9"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {NOTIFICATIONS_TEXT.showMore}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
