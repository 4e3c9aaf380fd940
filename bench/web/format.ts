// French number formatting of the printed figures.
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const formatKb = (bytes: number) => `${oneDecimal.format(kb(bytes))} Ko`;
export const formatSeconds = (ms: number) => `${twoDecimals.format(Math.round(ms / 10) / 100)} s`;
export const formatMs = (ms: number) => `${oneDecimal.format(Math.round(ms))} ms`;
export const formatNumber = (value: number) => threeDecimals.format(value);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
