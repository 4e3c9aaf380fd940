// Ctrl-C (or a kill) of a bench still stops what it started: the servers it launched are in other
// process groups, they do not get the terminal's signal.

const cleanups = new Set<() => Promise<void>>();
let listening = false;

/**
 * Runs `cleanup` (with every other registered one) on SIGINT or SIGTERM, then leaves with code 130.
 * Answers a function that forgets the cleanup.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  const forget = () => void cleanups.delete(cleanup);
  if (listening) return forget;
  listening = true;
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: Ctrl-C reaches us twice (the terminal's group, then tsx relaying it),
    // and a second signal without a listener would kill us before the cleanup ends.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error('\nInterrompu : arrêt des processus lancés…');
      void Promise.allSettled([...cleanups].map((run) => run())).then(() => process.exit(130));
    });
  }
  return forget;
}
