import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * The toasts' host and the push alert's host are loaded on demand (app/deferred-hosts.tsx): the
 * sign-in page of a first visit needs neither, and they weigh ~10 KB of gzipped JavaScript.
 */
const DeferredHosts = lazy(() => import('./deferred-hosts.tsx'));

/**
 * Whether the hosts are needed: a user is signed in (pushes, realtime toasts), a toast was asked
 * for, or a service worker controls the page (it may hand over a push or a new version).
 */
export function needsDeferredHosts(env: {
  signedIn: boolean;
  toasts: number;
  serviceWorkerControlled: boolean;
}): boolean {
  return env.signedIn || env.toasts > 0 || env.serviceWorkerControlled;
}

function serviceWorkerControlled(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

function DeferredHostsWhenNeeded() {
  const signedIn = useCurrentUser() !== null;
  const toasts = useNotifications(notificationsStore).notifications.length;
  // Read after mounting only, so that a prerendered page and its hydration render the same tree.
  const [controlled, setControlled] = useState(false);
  useEffect(() => setControlled(serviceWorkerControlled()), []);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    // Once loaded, the hosts stay (a toast must be able to close itself).
    if (needsDeferredHosts({ signedIn, toasts, serviceWorkerControlled: controlled })) {
      setNeeded(true);
    }
  }, [signedIn, toasts, controlled]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DeferredHosts />
    </Suspense>
  );
}

/**
 * Mantine with the app's theme and (on demand) the toasts of TOAST_DURATION_MS and the alert of a
 * push received while the app is open. Rendered identically by the prerender
 * (src/prerender-entry.tsx) and the browser, which hydrates it. The app's query cache comes with
 * the first screen that reads through it (app/query-root.tsx), not with the sign-in page; a test
 * passes its own `queryClient`, which then serves everything inside.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const content = (
    <>
      <DeferredHostsWhenNeeded />
      {children}
    </>
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {queryClient ? (
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      ) : (
        content
      )}
    </MantineProvider>
  );
}
