import { notifications } from '@mantine/notifications';

/** The toast's close button is named, so that screen readers and axe know what it does. */
const closeButtonProps = { 'aria-label': 'Fermer le message' } as const;

/** Toasts (they last TOAST_DURATION_MS, set once on the Notifications host). */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'maisonnee', closeButtonProps });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red', closeButtonProps });
}
