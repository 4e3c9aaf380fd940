// Resident memory of the API's process (VmRSS in /proc/<pid>/status), read every 200 ms while
// the load runs.
import { readFileSync } from 'node:fs';
import { RSS_SAMPLE_MS } from './settings.ts';

export function readRssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kib === undefined ? null : Number(kib) / 1024;
  } catch {
    return null; // The process is gone.
  }
}

export interface RssSummary {
  samples: number;
  maxMiB: number;
  meanMiB: number;
  /** When the sampling starts: after the sign-ins and the checks, before the first target. */
  startMiB: number;
}

export function startRssSampler(pid: number) {
  const samples: number[] = [];
  const startMiB = readRssMiB(pid) ?? Number.NaN;
  const timer = setInterval(() => {
    const value = readRssMiB(pid);
    if (value !== null) samples.push(value);
  }, RSS_SAMPLE_MS);
  timer.unref();
  return {
    /** The largest value seen since a mark (per target), and the samples count. */
    mark: () => samples.length,
    maxSince: (mark: number) => Math.max(...samples.slice(mark)),
    stop(): RssSummary {
      clearInterval(timer);
      const sum = samples.reduce((total, value) => total + value, 0);
      return {
        samples: samples.length,
        maxMiB: samples.length ? Math.max(...samples) : Number.NaN,
        meanMiB: samples.length ? sum / samples.length : Number.NaN,
        startMiB,
      };
    },
  };
}

export type RssSampler = ReturnType<typeof startRssSampler>;
