// Every bench writes its figures to bench/results/<name>-<date>.json (not committed), with the
// machine and the commit they were measured on.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPOSITORY_ROOT } from './start-product.ts';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));

function git(args: string[]): string | null {
  const result = spawnSync('git', args, { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The machine, its load and the commit measured (`dirty` when tracked files are modified). */
export function describeMachine() {
  const commit = git(['rev-parse', 'HEAD']);
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  return {
    cpu: cpus()[0]?.model ?? 'inconnu',
    cpuCount: cpus().length,
    totalMemoryMiB: Math.round(totalmem() / 2 ** 20),
    freeMemoryMiB: Math.round(freemem() / 2 ** 20),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    commit,
    dirty: status === null ? null : status.length > 0,
  };
}

export type Machine = ReturnType<typeof describeMachine>;

/**
 * Writes `{ date, machine, …figures }` to bench/results/<name>-<date>.json and answers its path.
 * `figures.machine` (described before the run) replaces the one described now.
 */
export function writeResultsFile(name: string, figures: Record<string, unknown>): string {
  const date = new Date().toISOString();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  const content = { date, machine: describeMachine(), ...figures };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
