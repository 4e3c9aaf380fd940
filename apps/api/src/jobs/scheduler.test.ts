import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleDeps } from '../modules/module-deps.ts';
import { JOBS, startScheduler, type ScheduledJob } from './scheduler.ts';

function fakeDeps() {
  const log = { info: vi.fn(), error: vi.fn() };
  return { deps: { now: () => new Date(), log } as unknown as ModuleDeps, log };
}

describe('the background scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('schedules the money loop, usage-log purge and new-version announcement jobs', () => {
    expect(JOBS.map((job) => job.name)).toEqual([
      'releves',
      'paiements-relance',
      'attestations-fiscales',
      'avance-urssaf',
      'relances-factures',
      'interventions-sans-agent',
      'rappels-veille',
      'purge-journaux',
      'nouvelle-version',
    ]);
  });

  it('runs a job after the first delay, then at each interval', async () => {
    const { deps } = fakeDeps();
    const run = vi.fn(async () => 1);
    const scheduler = startScheduler(deps, [{ name: 'a', everyMs: 1000, run }], {
      firstRunDelayMs: 500,
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while the previous one is still going', async () => {
    const { deps } = fakeDeps();
    let release = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const job: ScheduledJob = { name: 'slow', everyMs: 100, run };
    const scheduler = startScheduler(deps, [job], { firstRunDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await scheduler.settled();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('logs a failure and runs the job again at its next turn', async () => {
    const { deps, log } = fakeDeps();
    const run = vi
      .fn<ScheduledJob['run']>()
      .mockRejectedValueOnce(new Error('base indisponible'))
      .mockResolvedValue(0);
    const scheduler = startScheduler(deps, [{ name: 'b', everyMs: 100, run }], {
      firstRunDelayMs: 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    await scheduler.settled();
    expect(log.error).toHaveBeenCalledWith(
      { job: 'b', err: 'base indisponible' },
      'tâche de fond en échec',
    );
    await vi.advanceTimersByTimeAsync(100);
    await scheduler.settled();
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith({ job: 'b', result: 0 }, 'tâche de fond terminée');
    scheduler.stop();
  });
});
