import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_VERSION } from '@maisonnee/domain';
import { callEndpoint, type BodyOf, type Route } from './api-client.ts';
import { getEnvironment } from './env.ts';
import { logger } from './logger.ts';
import { getPlatform, isNativeApp } from './platform.ts';
import { getUser, isSignedIn, useCurrentUser } from './session.ts';

/*
 * Usage logs (docs/usage-logs.md): the app tells the API when a session starts, which screens
 * are opened and a few named events. Fire-and-forget: nothing here returns a promise, throws or
 * waits; a failed call is dropped (the HTTP client already logs network errors). Nothing is sent
 * while signed out (a protected call without a token would lead to the login screen), nor under
 * the TEST environment flag (testers' clicks are not usage). The API strips personal data again.
 */

const sessionRoute: Route<'logSession'> = {
  name: 'logSession',
  method: 'POST',
  path: '/api/log/session',
  envelope: 'data',
};
const visitedPageRoute: Route<'logVisitedPage'> = {
  name: 'logVisitedPage',
  method: 'POST',
  path: '/api/log/visited-page',
  envelope: 'data',
};
const eventRoute: Route<'logEvent'> = {
  name: 'logEvent',
  method: 'POST',
  path: '/api/log/event',
  envelope: 'data',
};

/** The longest page the API accepts. */
const MAX_PAGE_LENGTH = 200;

/** The user whose session start was sent during this app start (one per sign-in). */
let sessionSentFor: number | null = null;
/** The last page sent, so that a re-render on the same screen sends nothing. */
let lastPageSent: string | null = null;

function canSend(): boolean {
  return getEnvironment() !== 'TEST' && isSignedIn();
}

/** Runs one logging call without waiting for it; whatever happens stays here. */
function send(path: string, call: () => Promise<unknown>): void {
  const drop = (error: unknown) => logger.warn(`Journal d’usage non envoyé (${path})`, error);
  try {
    call().catch(drop);
  } catch (error) {
    drop(error);
  }
}

/** Sends the start of a session, once per app start and signed-in user. */
export function logSessionStart(): void {
  if (!canSend()) return;
  const userId = getUser()?.id ?? null;
  if (userId !== null && sessionSentFor === userId) return;
  sessionSentFor = userId;
  const platform = getPlatform();
  const body: BodyOf<'logSession'> = {
    started_at: new Date().toISOString(),
    platform,
    app_version: APP_VERSION,
    is_native: isNativeApp(window.location.origin, platform),
  };
  send(sessionRoute.path, () => callEndpoint(sessionRoute, { body }));
}

/** Sends the screen now shown: its path only (no query string or hash), once per change. */
export function logVisitedPage(path: string): void {
  if (!canSend()) return;
  const page = (path.split(/[?#]/, 1)[0] || '/').slice(0, MAX_PAGE_LENGTH);
  if (page === lastPageSent) return;
  lastPageSent = page;
  const body: BodyOf<'logVisitedPage'> = { page, visited_at: new Date().toISOString() };
  send(visitedPageRoute.path, () => callEndpoint(visitedPageRoute, { body }));
}

/**
 * Sends a named event with a few plain properties (numbers, booleans, short words). Never put a
 * name, an e-mail, a phone number or an address in them: the API drops such properties anyway.
 */
export function logEvent(
  name: string,
  data?: Record<string, string | number | boolean | null>,
): void {
  if (!canSend()) return;
  const body: BodyOf<'logEvent'> = {
    name: name.slice(0, 100),
    occurred_at: new Date().toISOString(),
    ...(data ? { data } : {}),
  };
  send(eventRoute.path, () => callEndpoint(eventRoute, { body }));
}

/** Forgets what was sent (sign-out, tests): the next session start and page are sent again. */
export function resetUsageLog(): void {
  sessionSentFor = null;
  lastPageSent = null;
}

/**
 * Root effect: a session start once per app start and sign-in, and the visited page on each
 * route change, while a user is signed in.
 */
export function useUsageLog(): void {
  const { pathname } = useLocation();
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (userId === null) resetUsageLog();
    else logSessionStart();
  }, [userId]);
  useEffect(() => {
    if (userId !== null) logVisitedPage(pathname);
  }, [pathname, userId]);
}
