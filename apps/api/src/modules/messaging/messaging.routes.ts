import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createMessagingService } from './messaging.service.ts';

/** The messaging calls (docs/messagerie.md). */
export function messagingHandlers(deps: ModuleDeps): HandlerMap {
  const messaging = createMessagingService({
    db: deps.db,
    storage: deps.storage,
    idSecret: deps.config.idSecret,
  });
  return {
    listConversations: ({ auth, query }) => messaging.list(auth, query),
    createConversation: ({ auth, body }) => messaging.create(auth, body),
    getConversation: ({ auth, params, query }) => messaging.get(auth, params.id, query.before),
    postMessage: async ({ auth, params, request }) => {
      // The body (1 to 5,000 characters) and the file (PDF, JPEG, PNG by their content, 10 MB)
      // are checked here: 400, 415 or 413 before anything is read or stored.
      const { fields, file } = await readEndpointMultipart(request, endpoints.postMessage);
      return messaging.post(auth, params.id, fields.body, file);
    },
    markConversationRead: ({ auth, params }) => messaging.markRead(auth, params.id),
    getMessagerieUnread: ({ auth }) => messaging.unread(auth),
  };
}
