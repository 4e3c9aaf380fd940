// CPU time of a process group, read from Linux's /proc: unlike requests per second it barely
// moves when other work shares the machine.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * User + system CPU of every process of group `pgid`, with their finished children (Linux
 * /proc; null elsewhere).
 */
export function groupCpuSeconds(pgid: number): number | null {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
  } catch {
    return null;
  }
  return ticks / ticksPerSecond;
}
