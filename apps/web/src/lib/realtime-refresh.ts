import type { RealtimeEventName } from '@maisonnee/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeEvent } from '../hooks/use-realtime-event.ts';

/**
 * Marks the queries under `queryKey` stale (those on screen are asked again) when one of these
 * realtime events arrives: how lists and counts follow the stream without polling. Nothing while
 * `queryKey` is null.
 */
export function useRefreshOnRealtime(
  types: readonly RealtimeEventName[],
  queryKey: QueryKey | null,
): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(types, () => {
    if (queryKey !== null) void queryClient.invalidateQueries({ queryKey });
  });
}
