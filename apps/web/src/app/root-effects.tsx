import { lazy, Suspense, useEffect } from 'react';
import { logger } from '../lib/logger.ts';
import { getPlatform, scheduleNativeAppOpen } from '../lib/platform.ts';
import { useCurrentUser } from '../lib/session.ts';
import { markAppReady } from './render-mode.ts';

/*
 * The realtime connection and the usage logs only run while a user is signed in: their code
 * (event source, handlers, toasts) is loaded then, not on the sign-in page of a first visit.
 */
const SignedInEffects = lazy(() => import('./signed-in-effects.tsx'));

/** App-wide effects of the root route; it renders nothing (the root view only hosts pages). */
export function RootEffects() {
  const signedIn = useCurrentUser() !== null;

  useEffect(() => {
    let session: Storage | null = null;
    try {
      session = window.sessionStorage;
    } catch {
      session = null;
    }
    scheduleNativeAppOpen({
      origin: window.location.origin,
      platform: getPlatform(),
      userAgent: navigator.userAgent,
      session,
      open: (url) => window.location.assign(url),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      log: (message, error) => logger.warn(message, error),
    });
  }, []);

  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInEffects />
    </Suspense>
  );
}

/**
 * Rendered beside the routed page, inside the root's Suspense boundary: its effect runs once the
 * page itself has hydrated (a boundary hydrates in a pass of its own, after the root effects),
 * so that a form sent before the app was ready is sent again to a form React now handles.
 */
export function AppReady() {
  useEffect(() => markAppReady(), []);
  return null;
}
