import type { VolumeEvent } from './run.ts';

/*
 * The progress of a volume run on one line (rewritten with \r on a terminal, one line per table
 * otherwise): the table being filled, its count, the overall rate and the time left.
 */

const nf = new Intl.NumberFormat('fr-FR');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

function bar(fraction: number, width = 24): string {
  const full = Math.round(Math.min(1, Math.max(0, fraction)) * width);
  return '█'.repeat(full) + '░'.repeat(width - full);
}

export function createProgressDisplay(out: NodeJS.WriteStream = process.stdout) {
  const tty = out.isTTY === true;
  let started = 0;
  let totalRows = 0;
  let tableStarted = 0;
  let lastResetTable = '';
  let resetStarted = 0;
  let current = '';

  const write = (line: string, final: boolean) => {
    if (tty) out.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
    else if (final) out.write(`${line}\n`);
  };

  function onEvent(event: VolumeEvent): void {
    switch (event.kind) {
      case 'reset':
        if (!resetStarted) resetStarted = performance.now();
        if (event.table !== lastResetTable)
          write(`Suppression du volume précédent : ${event.table}…`, false);
        lastResetTable = event.table;
        break;
      case 'start': {
        if (resetStarted) {
          const seconds = (performance.now() - resetStarted) / 1000;
          write(`Volume précédent supprimé en ${duration(seconds)}.`, true);
        }
        const p = event.plan;
        out.write(
          `Graine ${p.seed}, échelle ${p.scale}, jour ${p.day} : ${nf.format(p.clients)} clients, ` +
            `${nf.format(p.agents)} intervenants, ${nf.format(p.interventions)} interventions ` +
            `(du ${p.windowStart}, ${p.weeks} semaines), ${nf.format(p.factures)} factures, ` +
            `${nf.format(p.notifications)} notifications.\n`,
        );
        started = performance.now();
        tableStarted = started;
        totalRows = event.totalRows;
        break;
      }
      case 'progress': {
        const now = performance.now();
        if (event.table !== current) {
          current = event.table;
          tableStarted = now;
        }
        const elapsed = (now - started) / 1000;
        const rate = event.rowsDone / Math.max(elapsed, 0.001);
        const eta = (totalRows - event.rowsDone) / rate;
        const done = event.done === event.total;
        const line =
          `${bar(event.rowsDone / totalRows)} ${event.table.padEnd(22)} ` +
          `${nf.format(event.done).padStart(9)} / ${nf.format(event.total)}` +
          (done
            ? ` en ${duration((now - tableStarted) / 1000)}`
            : ` — ${nf.format(Math.round(rate))} lignes/s, reste ${duration(eta)}`);
        write(line, done);
        break;
      }
      case 'finishing':
        write('Finitions : clés croisées, heures consommées, numéros de facture, ANALYZE…', false);
        break;
      case 'done': {
        write(`Volume inséré en ${duration((performance.now() - started) / 1000)}.`, true);
        for (const [table, n] of Object.entries(event.counts)) {
          out.write(`  ${table.padEnd(24)} ${nf.format(n).padStart(12)}\n`);
        }
        break;
      }
    }
  }
  return { onEvent };
}
