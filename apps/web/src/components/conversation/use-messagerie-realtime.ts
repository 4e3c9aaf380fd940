import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../hooks/use-realtime-event.ts';
import { messagerieKeys } from '../../lib/messagerie-unread.ts';

/**
 * Keeps the messaging screens current without polling: a new message refreshes the lists, the
 * unread counts and that conversation's thread; a read elsewhere refreshes the lists and the
 * counts; a `resync` (events may have been missed) refreshes every messaging query.
 */
export function useMessagerieRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(['message', 'read', 'resync'], (event) => {
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: messagerieKeys.all });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: messagerieKeys.lists });
    void queryClient.invalidateQueries({ queryKey: messagerieKeys.unread });
    if (event.type === 'message') {
      void queryClient.invalidateQueries({
        queryKey: messagerieKeys.thread(event.data.conversation_id),
      });
    }
  });
}
