/*
 * Work done after a call answered (a mail to the holder of an address): a public call that mails
 * on one branch only would otherwise answer later on that branch (by the outbox write, or a whole
 * SMTP exchange), which tells the caller which branch ran. A task starts once the answer left
 * (setImmediate), its failure is only logged, and `afterAnswerSettled` lets the app wait for the
 * tasks still running before the database closes.
 */

type Log = { error(object: object, message: string): void };

/** The tasks still running, per app (its ModuleDeps, or any object standing for it). */
const running = new WeakMap<object, Set<Promise<void>>>();

/** Runs `task` after the current call answered; a failure is logged, never thrown. */
export function afterAnswer(owner: { log: Log }, task: () => Promise<unknown>): void {
  const tasks = running.get(owner) ?? new Set<Promise<void>>();
  running.set(owner, tasks);
  const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).then(
    () => undefined,
    (error: unknown) => owner.log.error({ err: error }, 'work after the answer failed'),
  );
  tasks.add(run);
  void run.finally(() => tasks.delete(run));
}

/** Resolves once every task `owner` queued after its answers is done. */
export async function afterAnswerSettled(owner: object): Promise<void> {
  const tasks = running.get(owner);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}
