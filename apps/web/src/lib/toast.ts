import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { InfoToastBody } from '../components/info-toast.tsx';

/** The toast's close button is named, so that screen readers and axe know what it does. */
const closeButtonProps = { 'aria-label': 'Fermer le message' } as const;

/** Toasts (they last TOAST_DURATION_MS, set once on the Notifications host). */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'maisonnee', closeButtonProps });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red', closeButtonProps });
}

/**
 * An information toast with a title (a notification that just arrived). With `onOpen`, its
 * « Ouvrir » button, or a click anywhere on it but the close button, calls it and closes the toast.
 */
export function showInfo(title: string, message: string, onOpen?: () => void): string {
  let id = '';
  const open = onOpen
    ? () => {
        notifications.hide(id);
        onOpen();
      }
    : undefined;
  id = notifications.show({
    title,
    message: createElement(InfoToastBody, { message, ...(open ? { onOpen: open } : {}) }),
    color: 'maisonnee',
    closeButtonProps,
    ...(open
      ? {
          style: { cursor: 'pointer' },
          onClick: (event: { target: EventTarget | null; defaultPrevented?: boolean }) => {
            const target = event.target as Element | null;
            // The close button and « Ouvrir » handle their own click.
            if (target?.closest?.('button')) return;
            open();
          },
        }
      : {}),
  });
  return id;
}
