import { toParisIsoDate } from '@maisonnee/domain';

/** A period of Paris days, both counted ('YYYY-MM-DD'). */
export interface ExportPeriod {
  from: string;
  to: string;
}

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The Paris month of `now` (`offset` 0) or the one before (−1), from its first to its last day. */
export function monthPeriod(now: Date, offset: 0 | -1): ExportPeriod {
  const [year, month] = toParisIsoDate(now).split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + 1;
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: lastDayOf(y, m) };
}
