import { notifications } from '@mantine/notifications';

/*
 * One notification, one announcement. With the app open, a notification arrives twice: on the
 * realtime stream (a toast with « Ouvrir ») and, when push is on for this device, as a push (the
 * alert with « Ok » of specification section 2). The alert wins: a push whose toast is showing
 * closes that toast, and a toast coming after its push's alert is not shown.
 */

/** Toasts on screen by notification id, and the ids an alert already announced. */
const toasts = new Map<number, string>();
const alerted = new Set<number>();
/** Only the latest ids are remembered: an id is announced within seconds of its creation. */
const REMEMBERED = 200;

function remember<T>(collection: Map<number, T> | Set<number>, id: number, value?: T) {
  if (collection instanceof Map) collection.set(id, value as T);
  else collection.add(id);
  if (collection.size > REMEMBERED) {
    const oldest = collection.keys().next().value as number;
    collection.delete(oldest);
  }
}

/** Whether the realtime toast of this notification should show (no alert announced it). */
export function shouldToast(notificationId: number): boolean {
  return !alerted.has(notificationId);
}

/** Keeps the toast shown for a notification, so that its push alert can replace it. */
export function rememberToast(notificationId: number, toastId: string): void {
  remember(toasts, notificationId, toastId);
}

/** A push alert announces this notification: its toast, if any, is closed. */
export function announceByAlert(notificationId: number | null): void {
  if (notificationId === null) return;
  remember(alerted, notificationId);
  const toastId = toasts.get(notificationId);
  if (toastId) {
    notifications.hide(toastId);
    toasts.delete(notificationId);
  }
}

/** Forgets everything (tests, sign-out). */
export function resetAnnouncements(): void {
  toasts.clear();
  alerted.clear();
}
