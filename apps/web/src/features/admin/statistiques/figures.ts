import type { StatistiquesMois } from './api/get-statistiques.ts';

/*
 * The sections of the screen: one figure each, drawn as a chart (bars or a line) with the table
 * of its numbers beside it. The same keys as the API's (docs/statistiques.md).
 */

export type FigureKey = keyof Omit<StatistiquesMois, 'mois'>;
export type FigureUnit = 'euros' | 'heures' | 'nombre' | 'pourcent' | 'note';

export interface FigureSeries {
  key: FigureKey;
  label: string;
  color: string;
}

export interface FigureSection {
  id: string;
  title: string;
  /** What the table's caption says the figures are. */
  caption: string;
  chart: 'bar' | 'line';
  unit: FigureUnit;
  /** Drawn on the chart. */
  series: FigureSeries[];
  /** Columns of the table beyond the drawn series, with their own unit. */
  extra?: { key: FigureKey; label: string; unit: FigureUnit }[];
}

export const FIGURE_SECTIONS: readonly FigureSection[] = [
  {
    id: 'chiffre-affaires',
    title: 'Chiffre d’affaires',
    caption: 'Chiffre d’affaires TTC par mois : émis, encaissé, restant dû en fin de mois',
    chart: 'bar',
    unit: 'euros',
    series: [
      { key: 'ca_emis', label: 'Émis', color: 'blue.6' },
      { key: 'ca_encaisse', label: 'Encaissé', color: 'teal.6' },
      { key: 'ca_restant_du', label: 'Restant dû', color: 'orange.6' },
    ],
  },
  {
    id: 'heures',
    title: 'Heures',
    caption: 'Heures par mois : planifiées, réalisées, facturées, sans intervenant',
    chart: 'bar',
    unit: 'heures',
    series: [
      { key: 'heures_planifiees', label: 'Planifiées', color: 'blue.6' },
      { key: 'heures_realisees', label: 'Réalisées', color: 'teal.6' },
      { key: 'heures_facturees', label: 'Facturées', color: 'grape.6' },
      { key: 'heures_sans_agent', label: 'Sans intervenant', color: 'red.6' },
    ],
  },
  {
    id: 'occupation',
    title: 'Taux d’occupation des salariés',
    caption:
      'Taux d’occupation par mois : heures planifiées des salariés sur leurs heures sous contrat',
    chart: 'line',
    unit: 'pourcent',
    series: [{ key: 'taux_occupation', label: 'Taux d’occupation', color: 'indigo.6' }],
    extra: [
      { key: 'heures_planifiees_agents', label: 'Heures planifiées', unit: 'heures' },
      { key: 'heures_contrat', label: 'Heures sous contrat', unit: 'heures' },
    ],
  },
  {
    id: 'devis',
    title: 'Conversion des devis',
    caption: 'Devis envoyés et signés par mois, et taux de conversion',
    chart: 'bar',
    unit: 'nombre',
    series: [
      { key: 'devis_envoyes', label: 'Envoyés', color: 'blue.6' },
      { key: 'devis_signes', label: 'Signés', color: 'teal.6' },
    ],
    extra: [{ key: 'taux_conversion', label: 'Taux de conversion', unit: 'pourcent' }],
  },
  {
    id: 'clients',
    title: 'Clients gagnés et perdus',
    caption: 'Clients gagnés et perdus par mois',
    chart: 'bar',
    unit: 'nombre',
    series: [
      { key: 'clients_gagnes', label: 'Gagnés', color: 'teal.6' },
      { key: 'clients_perdus', label: 'Perdus', color: 'red.6' },
    ],
  },
  {
    id: 'avis',
    title: 'Note moyenne',
    caption: 'Note moyenne des avis reçus par mois (sur 5) et nombre d’avis',
    chart: 'line',
    unit: 'note',
    series: [{ key: 'note_moyenne', label: 'Note moyenne', color: 'yellow.7' }],
    extra: [{ key: 'nb_avis', label: 'Avis reçus', unit: 'nombre' }],
  },
];

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longMonthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateOfMonth = (mois: string) => {
  const [year, month] = mois.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1));
};

/** '2026-01' → 'janv. 2026' (axis, table rows). */
export const formatMois = (mois: string) => monthFormat.format(dateOfMonth(mois));
/** '2026-01' → 'janvier 2026' (captions). */
export const formatMoisLong = (mois: string) => longMonthFormat.format(dateOfMonth(mois));

/** A figure the French way: `1 234,50 €`, `12,5 h`, `33,3 %`, `4,25 / 5`; `—` for none. */
export function formatFigure(value: number | null, unit: FigureUnit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'euros':
      return euros.format(value);
    case 'heures':
      return `${decimal.format(value)} h`;
    case 'pourcent':
      return `${oneDecimal.format(value)} %`;
    case 'note':
      return `${decimal.format(value)} / 5`;
    case 'nombre':
      return decimal.format(value);
  }
}

const compactEuros = new Intl.NumberFormat('fr-FR', {
  notation: 'compact',
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 1,
});
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart's axis tick, short: `42 k€`, `1,5 k h`, `80 %`. */
export function formatAxis(value: number, unit: FigureUnit): string {
  switch (unit) {
    case 'euros':
      return compactEuros.format(value);
    case 'heures':
      return `${compact.format(value)} h`;
    case 'pourcent':
      return `${compact.format(value)} %`;
    default:
      return compact.format(value);
  }
}

/** The months 'YYYY-MM' from `du` to `au`, both counted. */
export function countMonths(du: string, au: string): number {
  const [y1, m1] = du.split('-').map(Number) as [number, number];
  const [y2, m2] = au.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

/** The month `count` months before 'YYYY-MM' (negative: after). */
export function monthsBefore(mois: string, count: number): string {
  const date = dateOfMonth(mois);
  date.setUTCMonth(date.getUTCMonth() - count);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
