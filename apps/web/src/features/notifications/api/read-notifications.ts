import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type Route } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notifications-unread.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const readRoute: Route<'readNotification'> = {
  name: 'readNotification',
  method: 'GET',
  path: '/api/notifications/{id}/read',
  envelope: 'data',
};

const readAllRoute: Route<'readAllNotifications'> = {
  name: 'readAllNotifications',
  method: 'POST',
  path: '/api/notifications/read-all',
  envelope: 'data',
};

/** GET /api/notifications/{id}/read: marks one notification read. */
export function readNotification(id: number) {
  return callEndpoint(readRoute, { params: { id: encryptPathId(id) } });
}

/** POST /api/notifications/read-all: marks every notification of the caller read. */
export function readAllNotifications() {
  return callEndpoint(readAllRoute);
}

/** Both refresh the list and the header's count. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
