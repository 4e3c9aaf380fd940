import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows whose `column` falls in the half-open period [from, to): a month, a week or a day read
 * without counting its end twice.
 */
export function inPeriod(column: AnyPgColumn, from: Date, to: Date): SQL {
  return and(gte(column, from), lt(column, to))!;
}
