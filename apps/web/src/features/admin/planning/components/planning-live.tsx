import { VisuallyHidden } from '@mantine/core';
import { usePlanningLive } from '../use-planning-live.ts';

/**
 * Keeps the board up to date with the others' writes (realtime `planning`), and says so politely
 * to screen readers (« Planning mis à jour. », at most once per 5 seconds); shows nothing.
 */
export function PlanningLive() {
  const message = usePlanningLive();
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
