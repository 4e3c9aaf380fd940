// The French table of figures against their goals.
export interface Row {
  label: string;
  measured: string;
  goal: string;
  /** null: a figure shown for information, without a goal. */
  met: boolean | null;
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'atteint' : 'NON atteint');

export function printTable(title: string, rows: readonly Row[]): void {
  const header: Row = { label: 'mesure', measured: 'mesuré', goal: 'objectif', met: null };
  const cells = [header, ...rows].map((row, index) => [
    row.label,
    row.measured,
    row.goal,
    index === 0 ? 'résultat' : verdict(row.met),
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...cells.map((line) => line[column]!.length)));
  console.log(`\n${title}`);
  for (const line of cells) {
    console.log(
      line
        .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell))
        .join('  ')
        .trimEnd(),
    );
  }
}
