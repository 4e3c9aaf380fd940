// Child processes of the benches: each one leads its own process group, so that stopping it also
// stops what it started (npm → sh → node), and nothing a bench started outlives it.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a group has to stop after SIGTERM before it gets SIGKILL. */
const STOP_TIMEOUT_MS = 10_000;
/** Lines of output kept for the error message when a process fails. */
const KEPT_LINES = 40;

const groups = new Set<ChildProcess>();

export interface Started {
  child: ChildProcess;
  /** The last lines it printed (stdout and stderr), for the error message when it fails. */
  lastLines: string[];
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Its output straight to the terminal (a progress bar) instead of kept. */
  showOutput?: boolean;
  /** Called with every line it prints on stdout (not with `showOutput`). */
  onStdoutLine?: (line: string) => void;
}

/** Starts `command` as the leader of a new process group, keeping its last lines. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): Started {
  const output = options.showOutput ? 'inherit' : 'pipe';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  groups.add(child);
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    lastLines.push(...chunk.toString().split('\n').filter(Boolean));
    lastLines.splice(0, Math.max(0, lastLines.length - KEPT_LINES));
  };
  // Always read both pipes: a full pipe would block the server.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const { onStdoutLine } = options;
  if (onStdoutLine) {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().split('\n').forEach(onStdoutLine));
  }
  return { child, lastLines };
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the whole group (the server closes its database), then SIGKILL if it lingers. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  groups.delete(child);
  const pid = child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isGroupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isGroupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

export async function stopAllGroups(): Promise<void> {
  await Promise.all([...groups].map(stopGroup));
}

/** Last resort when a bench dies some other way: nothing may keep a port busy. */
export function killAllGroupsNow(): void {
  for (const child of groups) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
}

/** Resolves with the exit code once the group leader ends (a signal counts as 1). */
export function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const done = () => {
      groups.delete(child);
      resolve(child.exitCode ?? 1);
    };
    if (hasExited(child)) done();
    else child.once('exit', done);
  });
}
