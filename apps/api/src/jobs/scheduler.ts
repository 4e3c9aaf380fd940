import { runAttestationsJob } from '../modules/facturation/attestations.job.ts';
import { runRelevesJob } from '../modules/facturation/releves.job.ts';
import { runAvanceSuiviJob } from '../modules/facturation/factures-avance.ts';
import { runFactureRelancesJob } from '../modules/facturation/facture-relances.job.ts';
import { runRappelsJob } from '../modules/calendrier/rappels.job.ts';
import { runWithEvents } from '../lib/event-scope.ts';
import type { ModuleDeps } from '../modules/module-deps.ts';
import { runPaiementsRelanceJob } from '../modules/facturation/factures-payment.service.ts';
import { runSansAgentJob } from '../modules/planning/sans-agent.job.ts';
import { runLogsPurgeJob } from '../modules/tracking/logs-purge.job.ts';

/*
 * Background work of the money loop (docs/facturation.md): timesheets opened and confirmed
 * automatically once their deadline passes, failed payments tried again, tax certificates made in
 * January. Each job is idempotent and decides from the data what is due, so running it late, twice,
 * or on two API instances at once does no harm (every write it makes is guarded by a unique key or
 * a state check); the timer only decides how soon things happen.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: (deps: ModuleDeps, now: Date) => Promise<unknown>;
}

export const JOBS: readonly ScheduledJob[] = [
  { name: 'releves', everyMs: HOUR, run: runRelevesJob },
  { name: 'paiements-relance', everyMs: 15 * MINUTE, run: runPaiementsRelanceJob },
  { name: 'attestations-fiscales', everyMs: 6 * HOUR, run: runAttestationsJob },
  // URSSAF's payment requests (immediate advance) followed up (docs/avance-immediate.md).
  { name: 'avance-urssaf', everyMs: 5 * MINUTE, run: runAvanceSuiviJob },
  // Unpaid invoices reminded at the agency's delays after their due date (docs/paiements.md).
  { name: 'relances-factures', everyMs: HOUR, run: runFactureRelancesJob },
  // A visit that starts without an agent: the family is told (docs/planning.md).
  { name: 'interventions-sans-agent', everyMs: 5 * MINUTE, run: runSansAgentJob },
  // From 17:00 Paris, tomorrow's visits are reminded to the family and the agent (docs/calendrier.md).
  { name: 'rappels-veille', everyMs: 15 * MINUTE, run: runRappelsJob },
  // Usage logs older than LOG_RETENTION_DAYS are deleted (docs/usage-logs.md).
  { name: 'purge-journaux', everyMs: 6 * HOUR, run: runLogsPurgeJob },
  // A new APP_VERSION is announced once on the newappversion topic (docs/push.md).
  {
    name: 'nouvelle-version',
    everyMs: 6 * HOUR,
    run: async (deps) => ({ recipients: await deps.push.announceNewAppVersion() }),
  },
];

export interface Scheduler {
  stop(): void;
  /** Resolves when the runs under way are over (shutdown waits for them). */
  settled(): Promise<void>;
}

/**
 * Runs each job a first time after `firstRunDelayMs` (the server is up, the seed done), then
 * every `everyMs`. A run still going when its next turn comes is not started twice; a failure is
 * logged and the job runs again at its next turn.
 */
export function startScheduler(
  deps: ModuleDeps,
  jobs: readonly ScheduledJob[] = JOBS,
  { firstRunDelayMs = 30_000 }: { firstRunDelayMs?: number } = {},
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runOnce = (job: ScheduledJob) => {
    if (stopped || running.has(job.name)) return;
    const run = (async () => {
      try {
        // Notifications a job writes reach screens and phones once its run succeeded.
        const result = await runWithEvents(deps.events, () => job.run(deps, deps.now()));
        deps.log.info({ job: job.name, result }, 'tâche de fond terminée');
      } catch (error) {
        deps.log.error(
          { job: job.name, err: error instanceof Error ? error.message : String(error) },
          'tâche de fond en échec',
        );
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
  };

  for (const job of jobs) {
    const first = setTimeout(() => {
      runOnce(job);
      const every = setInterval(() => runOnce(job), job.everyMs);
      every.unref();
      timers.push(every);
    }, firstRunDelayMs);
    first.unref();
    timers.push(first);
  }

  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
    async settled() {
      await Promise.all(running.values());
    },
  };
}
