import {
  REGLEMENT_MODES,
  REGLEMENT_MODE_LABELS,
  centsToEuros,
  type ReglementMode,
} from '@maisonnee/domain';
import type { Cell, ExportTable } from '../../lib/table-export.ts';
import type { ReglementRecu } from './exports.queries.ts';

/*
 * The payments received (docs/exports.md « Règlements reçus »): every live payment of the ledger
 * received on a day of the period, then their count and total by method (integer cents).
 */

const modeLabel = (mode: string) => REGLEMENT_MODE_LABELS[mode as ReglementMode] ?? mode;

export function reglementsRecusTables(reglements: readonly ReglementRecu[]): ExportTable[] {
  const total = reglements.reduce((sum, r) => sum + r.montant_centimes, 0);
  const rows: Cell[][] = reglements.map((r) => [
    r.date,
    r.client_nom,
    modeLabel(r.mode),
    r.reference,
    r.factures,
    centsToEuros(r.montant_centimes),
  ]);
  rows.push(['Total', null, null, null, null, centsToEuros(total)]);

  const byMode = new Map<string, { count: number; cents: number }>();
  for (const r of reglements) {
    const entry = byMode.get(r.mode) ?? { count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += r.montant_centimes;
    byMode.set(r.mode, entry);
  }
  const order = (mode: string) => {
    const index = (REGLEMENT_MODES as readonly string[]).indexOf(mode);
    return index === -1 ? REGLEMENT_MODES.length : index;
  };
  const modeRows: Cell[][] = [...byMode]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([mode, e]) => [modeLabel(mode), e.count, centsToEuros(e.cents)]);
  modeRows.push(['Total', reglements.length, centsToEuros(total)]);

  return [
    {
      sheet: 'Règlements',
      title: 'Règlements reçus',
      header: ['Date', 'Client', 'Mode', 'Référence', 'Factures réglées', 'Montant (€)'],
      rows,
      formats: ['date', undefined, undefined, undefined, undefined, 'euros'],
      totalRow: true,
    },
    {
      sheet: 'Par mode',
      title: 'Total par mode de paiement',
      header: ['Mode', 'Nombre', 'Montant (€)'],
      rows: modeRows,
      formats: [undefined, undefined, 'euros'],
      totalRow: true,
    },
  ];
}
