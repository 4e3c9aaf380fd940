import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_DURATION_MS } from '@maisonnee/domain';
import { PushAlertHost } from '../components/push-alert.tsx';
import { WithQueryClient } from './query-root.tsx';

/** The toasts (TOAST_DURATION_MS) and the push alert, loaded when first needed (app/provider.tsx). */
export default function DeferredHosts() {
  return (
    <WithQueryClient>
      <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
      <PushAlertHost />
    </WithQueryClient>
  );
}
