import { useCallback, useEffect, useRef, useState } from 'react';
import { trackActivity } from '../lib/activity.ts';

export interface ActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

export interface Action<I, T> {
  /** Runs the call; the callbacks run after the state is updated, if the form is still shown. */
  mutate: (input: I, callbacks?: ActionCallbacks<T>) => void;
  isPending: boolean;
  /** The last call's failure, cleared when a new call starts. */
  error: Error | null;
}

/**
 * A call sent by a form of the public pages (sign-in, sign-up, code, forgotten password), with
 * its pending state and its error, shaped like TanStack Query's `useMutation` (`mutate`,
 * `isPending`, `error`). These pages do without TanStack Query so that the first visit's sign-in
 * page does not download it (docs/web.md, "JavaScript of the first visit"); the signed-in
 * screens keep `useMutation`.
 */
export function useAction<I, T>(run: (input: I) => Promise<T>): Action<I, T> {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  // A page left while its call runs (e.g. sign-in then navigation) is not updated any more.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, callbacks: ActionCallbacks<T> = {}) => {
      setState({ isPending: true, error: null });
      trackActivity(run(input)).then(
        (result) => {
          if (!mounted.current) return;
          setState({ isPending: false, error: null });
          callbacks.onSuccess?.(result);
        },
        (reason: unknown) => {
          if (!mounted.current) return;
          const error = reason instanceof Error ? reason : new Error(String(reason));
          setState({ isPending: false, error });
          callbacks.onError?.(error);
        },
      );
    },
    [run],
  );

  return { mutate, isPending: state.isPending, error: state.error };
}
