// Child processes of the volume bench: each one leads its own process group, so that stopping it
// also stops what it started (npm → node), and nothing outlives the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const STOP_TIMEOUT_MS = 10_000;

const groups = new Set<ChildProcess>();

export interface Started {
  child: ChildProcess;
  /** The last lines it printed, for the error message when it fails. */
  lastLines: string[];
}

/** Starts `command` as the leader of a new process group, keeping its last 40 lines. */
export function spawnGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; showOutput?: boolean },
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    // The seed's progress bar goes straight to the terminal; the server's lines are kept.
    stdio: [
      'ignore',
      options.showOutput ? 'inherit' : 'pipe',
      options.showOutput ? 'inherit' : 'pipe',
    ],
  });
  groups.add(child);
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    lastLines.push(...chunk.toString().split('\n').filter(Boolean));
    lastLines.splice(0, Math.max(0, lastLines.length - 40));
  };
  // Always read both pipes: a full pipe would block the server.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
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

/** SIGTERM to the whole group, then SIGKILL if it lingers. */
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

/** Last resort when the bench dies some other way: nothing may keep the port busy. */
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
