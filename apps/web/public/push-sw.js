/*
 * Push in the service worker (issue 13, docs/push-web.md). Plain script loaded by the generated
 * Workbox service worker (vite.config.ts, workbox.importScripts).
 *
 * - 'push': the payload is the JSON PushPayload { title, body, landing_page, notification_id,
 *   topic }. When a window of the app is focused, the person is looking at the app: the windows
 *   get { type: 'push', payload } and the app refreshes its notifications and shows its « Ok »
 *   alert (specification section 2), no system notification. Otherwise a system notification is
 *   shown, and the open windows get { type: 'push', payload, notified: true } to refresh only.
 * - 'notificationclick': the notification closes; an open window of the app is focused and gets
 *   { type: 'open', landing_page }, or a new window opens on the landing page. Only in-app paths
 *   are opened ('/account' otherwise).
 */
(function (scope) {
  'use strict';

  var DEFAULT_PAGE = '/account';
  var DEFAULT_TITLE = 'Maisonnée';

  /** An in-app path (one leading slash, same origin), or null. */
  function safeLandingPage(value, origin) {
    if (typeof value !== 'string') return null;
    var page = value.trim();
    if (page.charAt(0) !== '/' || page.charAt(1) === '/' || page.charAt(1) === '\\') return null;
    try {
      var url = new URL(page, origin);
      if (url.origin !== origin) return null;
      return url.pathname + url.search + url.hash;
    } catch {
      return null;
    }
  }

  /** The PushPayload carried by a push event (a text-only push becomes its body). */
  function readPayload(data, origin) {
    var raw = null;
    if (data) {
      try {
        raw = data.json();
      } catch {
        raw = { body: data.text() };
      }
    }
    if (!raw || typeof raw !== 'object') raw = {};
    return {
      title: typeof raw.title === 'string' && raw.title ? raw.title : DEFAULT_TITLE,
      body: typeof raw.body === 'string' ? raw.body : '',
      landing_page: safeLandingPage(raw.landing_page, origin),
      notification_id: typeof raw.notification_id === 'number' ? raw.notification_id : null,
      topic: typeof raw.topic === 'string' ? raw.topic : undefined,
    };
  }

  function windowClients() {
    return scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  }

  function onPush(event) {
    var origin = scope.location.origin;
    var payload = readPayload(event.data, origin);
    event.waitUntil(
      windowClients().then(function (clients) {
        var focused = clients.some(function (client) {
          return client.focused;
        });
        if (focused) {
          clients.forEach(function (client) {
            client.postMessage({ type: 'push', payload: payload });
          });
          return undefined;
        }
        clients.forEach(function (client) {
          client.postMessage({ type: 'push', payload: payload, notified: true });
        });
        var tag =
          payload.notification_id !== null
            ? 'notification-' + payload.notification_id
            : payload.topic || 'maisonnee';
        return scope.registration.showNotification(payload.title, {
          body: payload.body,
          icon: '/icon.svg',
          badge: '/icon.svg',
          lang: 'fr',
          tag: tag,
          data: payload,
        });
      }),
    );
  }

  function onNotificationClick(event) {
    var origin = scope.location.origin;
    var data = event.notification.data || {};
    var page = safeLandingPage(data.landing_page, origin) || DEFAULT_PAGE;
    event.notification.close();
    event.waitUntil(
      windowClients().then(function (clients) {
        var client =
          clients.find(function (candidate) {
            return candidate.focused;
          }) || clients[0];
        if (client) {
          client.postMessage({ type: 'open', landing_page: page });
          return client.focus();
        }
        return scope.clients.openWindow(page);
      }),
    );
  }

  scope.addEventListener('push', onPush);
  scope.addEventListener('notificationclick', onNotificationClick);
})(self);
