import { Button, Group, Modal, Text } from '@mantine/core';
import { PUSH_TOPIC_NEW_APP_VERSION, type PushPayload } from '@maisonnee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { navigateTo } from '../lib/navigation.ts';
import { announceByAlert } from '../lib/notification-announcements.ts';
import { notificationKeys } from '../lib/notifications-unread.ts';
import {
  applyAppUpdate,
  listenToServiceWorkerMessages,
  openLandingPage,
  subscribePushReceived,
} from '../lib/push.ts';

export const PUSH_ALERT_TEXT = {
  ok: 'Ok',
} as const;

/**
 * A push received while the app is open (specification section 2): the notifications are
 * refreshed and, when the push carries a landing page and a title, an alert with one « Ok »
 * button opens that page. The newappversion push's Ok first activates a waiting new version.
 * Mounted once, in app/provider.tsx.
 */
export function PushAlertHost() {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<PushPayload | null>(null);

  useEffect(() => listenToServiceWorkerMessages(), []);
  useEffect(
    () =>
      subscribePushReceived((payload, options) => {
        // The list and the unread count.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        if (options.alert && payload.landing_page && payload.title) {
          // The alert replaces the realtime toast of the same notification.
          announceByAlert(payload.notification_id);
          setAlert(payload);
        }
      }),
    [queryClient],
  );

  const ok = () => {
    const current = alert;
    setAlert(null);
    if (!current) return;
    if (current.topic === PUSH_TOPIC_NEW_APP_VERSION && applyAppUpdate()) return;
    openLandingPage(current.landing_page, navigateTo);
  };

  return (
    <Modal
      opened={alert !== null}
      onClose={() => setAlert(null)}
      title={alert?.title ?? ''}
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {alert?.body ? <Text mb="md">{alert.body}</Text> : null}
      <Group justify="flex-end">
        <Button onClick={ok} data-autofocus>
          {PUSH_ALERT_TEXT.ok}
        </Button>
      </Group>
    </Modal>
  );
}
