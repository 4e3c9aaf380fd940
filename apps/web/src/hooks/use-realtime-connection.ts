import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@maisonnee/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { subscribeEnvironment } from '../lib/env.ts';
import { inAppLandingPage } from '../lib/landing-page.ts';
import { navigateTo } from '../lib/navigation.ts';
import { startRealtime, stopRealtime, subscribeRealtime } from '../lib/realtime.ts';
import { useCurrentUser } from '../lib/session.ts';
import { rememberToast, shouldToast } from '../lib/notification-announcements.ts';
import { showInfo } from '../lib/toast.ts';

/** The first key segments of the back office's cockpit queries, by cockpit (their api/keys.ts). */
export const COCKPIT_QUERY_PREFIXES = {
  commercial: ['admin', 'cockpit-commercial'],
  recrutement: ['admin', 'cockpit-recrutement'],
} as const;

/** The screen that lists notifications updates itself: no toast there. */
export const NOTIFICATIONS_PATH = '/notifications';

/**
 * What the app does with every realtime event, whatever the screen:
 * - `resync` (a reconnection, the bus came back): every query is refetched;
 * - `cockpit`: the cockpit's counts and lists of that kind are refetched (by key prefix: lib
 *   cannot import a feature's keys);
 * - `notification`: a toast with its title and message, whose « Ouvrir » opens the landing page
 *   (in-app paths only) — not on /notifications, where the list updates itself.
 */
export function handleRealtimeEvent(
  event: RealtimeEvent,
  deps: {
    queryClient: QueryClient;
    pathname: () => string;
    navigate: (to: string) => void;
    toast: typeof showInfo;
  },
): void {
  switch (event.type) {
    case 'resync':
      void deps.queryClient.invalidateQueries();
      return;
    case 'cockpit': {
      const kinds =
        event.data.kind === 'all'
          ? (['commercial', 'recrutement'] as const)
          : event.data.kind === 'commercial' || event.data.kind === 'recrutement'
            ? [event.data.kind]
            : [];
      for (const kind of kinds) {
        void deps.queryClient.invalidateQueries({ queryKey: [...COCKPIT_QUERY_PREFIXES[kind]] });
      }
      return;
    }
    case 'notification': {
      if (deps.pathname() === NOTIFICATIONS_PATH) return;
      // Already announced by its push's « Ok » alert (lib/notification-announcements.ts).
      if (!shouldToast(event.data.id)) return;
      const to = inAppLandingPage(event.data.landing_page);
      const toastId = deps.toast(
        event.data.titre,
        event.data.message,
        to ? () => deps.navigate(to) : undefined,
      );
      rememberToast(event.data.id, toastId);
      return;
    }
    default:
      return;
  }
}

/**
 * The tab's realtime connection, open while a user is signed in (reopened for another user or
 * another API base, closed on sign-out), and the app-wide handling of its events. Mounted once,
 * by the root effects.
 */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

  useEffect(() => {
    if (userId === null) return undefined;
    startRealtime();
    const unsubscribeEnvironment = subscribeEnvironment(() => {
      stopRealtime();
      startRealtime();
    });
    return () => {
      unsubscribeEnvironment();
      stopRealtime();
    };
  }, [userId]);

  useEffect(
    () =>
      subscribeRealtime((event) =>
        handleRealtimeEvent(event, {
          queryClient,
          pathname: () => currentPath.current,
          navigate: (to) => navigateTo(to, { replace: false }),
          toast: showInfo,
        }),
      ),
    [queryClient],
  );
}
