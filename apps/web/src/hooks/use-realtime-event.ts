import type { RealtimeEvent, RealtimeEventName } from '@maisonnee/domain';
import { useEffect, useRef } from 'react';
import { subscribeRealtime } from '../lib/realtime.ts';

/**
 * Runs `handler` for each realtime event of one of these types while the component is mounted
 * (the latest handler, without resubscribing on every render).
 */
export function useRealtimeEvent(
  types: readonly RealtimeEventName[],
  handler: (event: RealtimeEvent) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return subscribeRealtime((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [key]);
}
