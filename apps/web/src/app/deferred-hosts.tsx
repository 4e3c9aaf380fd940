import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_DURATION_MS } from '@maisonnee/domain';
import { PushAlertHost } from '../components/push-alert.tsx';

/** The toasts (TOAST_DURATION_MS) and the push alert, loaded when first needed (app/provider.tsx). */
export default function DeferredHosts() {
  return (
    <>
      <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
      <PushAlertHost />
    </>
  );
}
