import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPushService } from './push.service.ts';

/** Push devices and the notifications screen's extra calls (docs/push.md). */
export function pushHandlers(deps: ModuleDeps): HandlerMap {
  const service = createPushService(deps);
  return {
    getPushConfig: async () => service.config(),
    savePushSubscription: ({ auth, body }) => service.saveSubscription(auth, body),
    deletePushSubscription: ({ auth, body }) => service.deleteSubscription(auth, body.endpoint),
    readAllNotifications: ({ auth }) => service.readAll(auth),
    countUnreadNotifications: ({ auth }) => service.countUnread(auth),
  };
}
