import { WithExtras, type HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createNotificationsService } from './notifications.service.ts';

/** Notifications list and read (section 7). */
export function notificationsHandlers(deps: ModuleDeps): HandlerMap {
  const service = createNotificationsService(deps);
  return {
    listUserNotifications: async ({ auth, params, query }) => {
      const { datas, ...extras } = await service.listForUser(auth, params.userId, query);
      return new WithExtras(datas, extras);
    },
    readNotification: ({ auth, params }) => service.read(auth, params.id),
  };
}
