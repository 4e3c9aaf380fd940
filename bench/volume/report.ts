// The French table of the volume bench and its JSON file.
import { writeResultsFile } from '../lib/results-file.ts';
import type { Measure } from './load.ts';
import type { RssSummary } from './memory.ts';
import { CONNECTIONS, GOALS } from './settings.ts';

export function goalOf(measure: Pick<Measure, 'kind' | 'goalP99Ms'>): number {
  return measure.goalP99Ms ?? (measure.kind === 'lecture' ? GOALS.readP99Ms : GOALS.writeP99Ms);
}

export function isValid(m: Measure): boolean {
  return (
    m.responses > 0 &&
    m.non2xx === 0 &&
    m.errors === 0 &&
    m.warmupNon2xx === 0 &&
    m.warmupErrors === 0
  );
}

function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString('fr-FR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function printRows(header: string[], rows: string[][], rightAligned: Set<number>): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function printMeasures(measures: Measure[]): void {
  const header = [
    'cible',
    'connexions',
    'à vide ms',
    'req/s',
    'p50 ms',
    'p99 ms',
    'objectif p99',
    'résultat',
    'réponses',
    'non-2xx',
    'erreurs',
  ];
  for (const kind of ['lecture', 'écriture'] as const) {
    const ofKind = measures.filter((m) => m.kind === kind);
    if (ofKind.length === 0) continue;
    const others = ofKind.some((m) => m.connections !== CONNECTIONS) ? ' sauf indication' : '';
    console.log(
      `\n${kind === 'lecture' ? 'Lectures' : 'Écritures'} (${CONNECTIONS} connexions${others})`,
    );
    printRows(
      header,
      ofKind.map((m) => [
        m.name,
        formatNumber(m.connections),
        formatNumber(m.unloadedMs, 1),
        formatNumber(m.requestsPerSecond),
        formatNumber(m.latencyP50Ms, 1),
        formatNumber(m.latencyP99Ms, 1),
        `≤ ${goalOf(m)} ms`,
        !isValid(m) ? 'NON VALIDE' : m.latencyP99Ms <= goalOf(m) ? 'atteint' : 'NON atteint',
        formatNumber(m.responses),
        formatNumber(m.non2xx + m.warmupNon2xx),
        formatNumber(m.errors + m.warmupErrors),
      ]),
      new Set([1, 2, 3, 4, 5, 8, 9, 10]),
    );
  }
  for (const m of measures) {
    if (m.ranOut) {
      console.log(
        `  « ${m.name} » : les ${formatNumber(m.variety)} éléments préparés ont tous servi en ${formatNumber(m.seconds, 1)} s.`,
      );
    }
  }
}

export function printMemory(rss: RssSummary, readyMiB: number | null): void {
  const verdict = rss.maxMiB < GOALS.rssMaxMiB ? 'atteint' : 'NON atteint';
  console.log(
    `\nMémoire résidente de l'API pendant la charge (${formatNumber(rss.samples)} relevés toutes les 200 ms) : ` +
      `max ${formatNumber(rss.maxMiB, 0)} Mio, moyenne ${formatNumber(rss.meanMiB, 0)} Mio — ` +
      `objectif < ${GOALS.rssMaxMiB} Mio : ${verdict}\n` +
      `  (à la disponibilité : ${formatNumber(readyMiB ?? Number.NaN, 0)} Mio ; après les connexions et ` +
      `les vérifications, au début de la charge : ${formatNumber(rss.startMiB, 0)} Mio)`,
  );
}

export function writeReport(report: Record<string, unknown>): string {
  return writeResultsFile('api-volume', { goals: GOALS, ...report });
}
