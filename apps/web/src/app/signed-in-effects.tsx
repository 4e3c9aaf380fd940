import { lazy, Suspense, useEffect } from 'react';
import { useRealtimeConnection } from '../hooks/use-realtime-connection.ts';
import { useCurrentUser } from '../lib/session.ts';
import { resetUsageLog, useUsageLog } from '../lib/usage-log.ts';
import { WithQueryClient } from './query-root.tsx';

/**
 * While a user is signed in (app/root-effects.tsx): the realtime connection and what every screen
 * does with its events, and the usage logs (the session start and each visited page,
 * docs/usage-logs.md). Unmounted on sign-out: the connection closes and the next sign-in logs a
 * new session start.
 */
function Effects() {
  useRealtimeConnection();
  useUsageLog();
  useEffect(() => () => resetUsageLog(), []);
  const isAgent = Boolean(useCurrentUser()?.candidat_id);
  // An agent's check-ins kept offline are sent from any screen (docs/pointage-hors-ligne.md).
  return isAgent ? (
    <Suspense fallback={null}>
      <PointageSync />
    </Suspense>
  ) : null;
}

/** Loaded for agents only: families never download the offline check-in queue. */
const PointageSync = lazy(() => import('../features/agent/components/pointage-sync.tsx'));

/** With the app's query cache, which the realtime events refresh. */
export default function SignedInEffects() {
  return (
    <WithQueryClient>
      <Effects />
    </WithQueryClient>
  );
}
