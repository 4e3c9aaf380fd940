import { FACTURE_STATUT_LABELS, PAIEMENT_STATUT_LABELS } from '@maisonnee/domain';
import { FACTURES_TEXT as T } from './text.ts';

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03' → 'mars 2026' (the text as it comes when it is not a month). */
export function formatMois(periode: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(periode);
  if (!match) return periode;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The month before `now`, 'YYYY-MM' (what accounting invoices by default). */
export function previousMonth(now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** An invoice's number, or « Brouillon » before it is issued. */
export function factureLabel(facture: { numero: string | null }): string {
  return facture.numero ?? T.brouillon;
}

export function statutLabel(statut: string): string {
  return (FACTURE_STATUT_LABELS as Record<string, string>)[statut] ?? statut;
}

export function paiementLabel(statut: string | null): string {
  if (!statut) return T.noPaiement;
  return (PAIEMENT_STATUT_LABELS as Record<string, string>)[statut] ?? statut;
}

const STATUT_COLORS: Record<string, string> = {
  brouillon: 'gray',
  emise: 'blue',
  envoyee: 'indigo',
  payee: 'green',
  en_retard: 'red',
  annulee: 'dark',
};

export function statutColor(statut: string): string {
  return STATUT_COLORS[statut] ?? 'gray';
}

/** 0.055 → '5,5 %'. */
export function formatTaux(taux: number): string {
  return `${(Math.round(taux * 1000) / 10).toLocaleString('fr-FR')} %`;
}

/**
 * A euro amount typed by a person ('12,5', '12.50') → a number to the cent; null when it is not
 * a positive amount with at most two decimals.
 */
export function parseEuros(value: string): number | null {
  const normalized = value.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100) / 100;
}
