import { notifications } from '@mantine/notifications';

/** Toasts (they last TOAST_DURATION_MS, set once on the Notifications host). */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'maisonnee' });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red' });
}
