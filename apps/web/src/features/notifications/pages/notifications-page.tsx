import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/* STUB (issue 13, to be written): the notifications screen. */
export function NotificationsPage() {
  return <PlaceholderPage title="Notifications" description="Vos notifications." />;
}
