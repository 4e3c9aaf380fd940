import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnection } from '../hooks/use-realtime-connection.ts';
import { subscribeEnvironment } from '../lib/env.ts';
import { logger } from '../lib/logger.ts';
import { getPlatform, scheduleNativeAppOpen } from '../lib/platform.ts';
import { useUsageLog } from '../lib/usage-log.ts';

/** App-wide effects of the root route; it renders nothing (the root view only hosts pages). */
export function RootEffects() {
  const queryClient = useQueryClient();

  // The realtime connection while a user is signed in, and what every screen does with its events.
  useRealtimeConnection();

  // Usage logs: the session start and each visited page, while signed in (docs/usage-logs.md).
  useUsageLog();

  // Another API base means other data: forget every cached answer.
  useEffect(() => subscribeEnvironment(() => queryClient.clear()), [queryClient]);

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

  return null;
}
