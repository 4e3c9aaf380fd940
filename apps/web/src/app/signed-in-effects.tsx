import { useEffect } from 'react';
import { useRealtimeConnection } from '../hooks/use-realtime-connection.ts';
import { resetUsageLog, useUsageLog } from '../lib/usage-log.ts';

/**
 * While a user is signed in (app/root-effects.tsx): the realtime connection and what every screen
 * does with its events, and the usage logs (the session start and each visited page,
 * docs/usage-logs.md). Unmounted on sign-out: the connection closes and the next sign-in logs a
 * new session start.
 */
export default function SignedInEffects() {
  useRealtimeConnection();
  useUsageLog();
  useEffect(() => () => resetUsageLog(), []);
  return null;
}
