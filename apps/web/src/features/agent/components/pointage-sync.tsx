import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUser } from '../../../lib/session.ts';
import { showError } from '../../../lib/toast.ts';
import { agentKeys } from '../api/keys.ts';
import { syncPointages } from '../lib/pointage-offline.ts';
import { AGENT_TEXT } from '../text.ts';

const H = AGENT_TEXT.pointage.horsLigne;

/**
 * Sends the check-ins kept on the phone (docs/pointage-hors-ligne.md) when the app starts, when the
 * network returns (`online`) and when the app comes back to the screen (the native shells and the
 * installed app are often resumed rather than opened); then the agent's screens read again. A
 * refusal is also said in a toast; it stays on the visit's card until read.
 */
export function usePointageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () => {
      const userId = getUser()?.id;
      if (!userId) return;
      void syncPointages(userId).then((result) => {
        if (!result || (result.sent === 0 && result.refused.length === 0)) return;
        void queryClient.invalidateQueries({ queryKey: agentKeys.all });
        for (const item of result.refused)
          showError(`${H.refusedTitle} : ${item.refus?.message ?? ''}`);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}

/** Mounted once while an agent is signed in (app/signed-in-effects.tsx). */
export default function PointageSync() {
  usePointageSync();
  return null;
}
