import {
  COMPTE_COMPTABLE_LABELS,
  TAUX_TVA_COMPTES,
  centsToEuros,
  tauxTvaKey,
  type CompteComptableKey,
  type ComptesComptables,
} from '@maisonnee/domain';
import type { Cell, ColumnFormat, ExportTable } from '../../lib/table-export.ts';
import type { PieceVente, PieceVenteTaux } from './exports.queries.ts';

/*
 * The sales journal (docs/exports.md « Journal des ventes »): one line per invoice and credit note
 * issued in the period, its HT and VAT by rate, its totals and the accounts they go to, and a
 * second table with the period's entries summed by account (debits = credits).
 */

const RATE_LABELS: Record<'055' | '10' | '20', string> = {
  '055': '5,5 %',
  '10': '10 %',
  '20': '20 %',
};
const RATE_KEYS = TAUX_TVA_COMPTES.map((taux) => tauxTvaKey(taux)!);

interface Amounts {
  ht: number;
  tva: number;
}

const euros = (cents: number) => centsToEuros(cents);

/** The journal's tables from the pieces of the period and their split by rate (integer cents). */
export function journalVentesTables(
  pieces: readonly PieceVente[],
  parTaux: readonly PieceVenteTaux[],
  comptes: ComptesComptables,
): ExportTable[] {
  const byPiece = new Map<number, Map<string, Amounts>>();
  let hasOtherRate = false;
  for (const row of parTaux) {
    const key = tauxTvaKey(row.taux_tva) ?? 'autre';
    if (key === 'autre') hasOtherRate = true;
    const piece = byPiece.get(row.facture_id) ?? new Map<string, Amounts>();
    const amounts = piece.get(key) ?? { ht: 0, tva: 0 };
    amounts.ht += row.ht_centimes;
    amounts.tva += row.tva_centimes;
    piece.set(key, amounts);
    byPiece.set(row.facture_id, piece);
  }
  const rateKeys: string[] = hasOtherRate ? [...RATE_KEYS, 'autre'] : [...RATE_KEYS];
  const rateLabel = (key: string) =>
    key === 'autre' ? 'autres taux' : RATE_LABELS[key as keyof typeof RATE_LABELS];

  const header = [
    'Date',
    'Pièce',
    'Numéro',
    "Facture d'origine",
    'Client',
    'Payeur',
    'Compte tiers',
    ...rateKeys.flatMap((key) => [`Base HT ${rateLabel(key)} (€)`, `TVA ${rateLabel(key)} (€)`]),
    'Total HT (€)',
    'Total TVA (€)',
    'Total TTC (€)',
  ];
  const firstMoney = 7;
  const formats: (ColumnFormat | undefined)[] = header.map((_, i) =>
    i === 0 ? 'date' : i >= firstMoney ? 'euros' : undefined,
  );

  const totals = new Array<number>(header.length - firstMoney).fill(0);
  const rows: Cell[][] = pieces.map((p) => {
    const split = byPiece.get(p.id) ?? new Map<string, Amounts>();
    const money = [
      ...rateKeys.flatMap((key) => [split.get(key)?.ht ?? 0, split.get(key)?.tva ?? 0]),
      p.ht_centimes,
      p.tva_centimes,
      p.ttc_centimes,
    ];
    money.forEach((cents, i) => (totals[i]! += cents));
    return [
      p.date,
      p.nature === 'avoir' ? 'Avoir' : 'Facture',
      p.numero,
      p.facture_origine,
      p.client_nom,
      p.type === 'mutuelle' ? (p.mutuelle_nom ?? 'Mutuelle') : p.client_nom,
      p.type === 'mutuelle' ? comptes.tiers_payeurs : comptes.clients,
      ...money.map(euros),
    ];
  });
  rows.push(['Total', null, null, null, null, null, null, ...totals.map(euros)]);

  // The entries by account: TTC debited to the third party, HT and VAT credited by rate.
  const entries = new Map<string, { libelle: string; debit: number; credit: number }>();
  const add = (account: string, libelle: string, debit: number, credit: number) => {
    const entry = entries.get(account) ?? { libelle, debit: 0, credit: 0 };
    entry.debit += debit;
    entry.credit += credit;
    entries.set(account, entry);
  };
  for (const p of pieces) {
    const key: CompteComptableKey = p.type === 'mutuelle' ? 'tiers_payeurs' : 'clients';
    add(comptes[key], COMPTE_COMPTABLE_LABELS[key], p.ttc_centimes, 0);
    const split = byPiece.get(p.id) ?? new Map<string, Amounts>();
    for (const [rate, amounts] of split) {
      // A rate the product does not use goes to the 20 % accounts (the normal rate).
      const r = rate === 'autre' ? '20' : rate;
      const ventes = `ventes_${r}` as CompteComptableKey;
      const tva = `tva_${r}` as CompteComptableKey;
      add(comptes[ventes], COMPTE_COMPTABLE_LABELS[ventes], 0, amounts.ht);
      add(comptes[tva], COMPTE_COMPTABLE_LABELS[tva], 0, amounts.tva);
    }
  }
  const entryRows: Cell[][] = [...entries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, e]) => [account, e.libelle, euros(e.debit), euros(e.credit)]);
  const debit = [...entries.values()].reduce((sum, e) => sum + e.debit, 0);
  const credit = [...entries.values()].reduce((sum, e) => sum + e.credit, 0);
  entryRows.push(['Total', null, euros(debit), euros(credit)]);

  return [
    {
      sheet: 'Journal des ventes',
      title: 'Journal des ventes',
      header,
      rows,
      formats,
      totalRow: true,
    },
    {
      sheet: 'Écritures',
      title: 'Écritures par compte',
      header: ['Compte', 'Libellé', 'Débit (€)', 'Crédit (€)'],
      rows: entryRows,
      formats: [undefined, undefined, 'euros', 'euros'],
      totalRow: true,
    },
  ];
}
