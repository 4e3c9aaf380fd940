import { getTableName, sql, type SQL } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  timestamp,
  varchar,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type IndexBuilder,
} from 'drizzle-orm/pg-core';

// Column helpers shared by the table groups. Not tables: drizzle and drizzle-kit ignore them.

/**
 * The columns of a reference list (roles, statuses, types…): fixed ids that the code and foreign
 * keys use, upserted at every start by seed/reference.ts, and a label.
 */
export const referenceList = (labelLength = 100) => ({
  id: integer().primaryKey(),
  label: varchar({ length: labelLength }).notNull(),
});

/** `timestamp with time zone`, read as a `Date` (every instant of the product is stored in UTC). */
export const timestamptz = () => timestamp({ withTimezone: true });

/** created_at / updated_at; updated_at is refreshed by Drizzle on every update. */
export const timestamps = () => ({
  created_at: timestamptz().notNull().defaultNow(),
  updated_at: timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const createdAt = () => timestamptz().notNull().defaultNow();

/**
 * Money: euros including tax (TTC) as `numeric(10,2)`, read and written as a JS number.
 * Exact in the database; amounts of the product are hours on a half-hour grid times whole-euro
 * hourly prices, so they stay exact as binary floats too. Round to cents before any write.
 */
export const euros = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/** A number of hours (half hours allowed) as `numeric(7,2)`, read as a JS number. */
export const heures = () => numeric({ precision: 7, scale: 2, mode: 'number' });

/** A time of day written 'HH:MM', from '00:00' to '24:00' (ends of day slots can be 24:00). */
export const timeOfDay = () => varchar({ length: 5 });

export const latitude = () => doublePrecision();
export const longitude = () => doublePrecision();

/** Civility and names of a person who is a record of its own (client, agent, contact). */
export const personNames = () => ({
  civilite: varchar({ length: 10 }),
  nom: varchar({ length: 100 }).notNull(),
  prenom: varchar({ length: 100 }),
});

/** Mobile and landline numbers. */
export const phones = () => ({
  mobile: varchar({ length: 20 }),
  fixe: varchar({ length: 20 }),
});

/** A postal address and its coordinates (filled by geocoding; needed to check a pointage). */
export const postalAddress = () => ({
  adresse: varchar({ length: 255 }),
  codep: varchar({ length: 10 }),
  ville: varchar({ length: 100 }),
  country: varchar({ length: 100 }).notNull().default('France'),
  lat: latitude(),
  lng: longitude(),
});

/** Day of week, Monday = 1 … Sunday = 7 (specification §9). */
export function dayOfWeekCheck(name: string, column: AnyPgColumn): ReturnType<typeof check> {
  return check(name, sql`${column} between 1 and 7`);
}

/** Time choices lie on a half-hour grid from 00:00 to 24:00 (specification §5). */
export function halfHourCheck(name: string, column: AnyPgColumn): ReturnType<typeof check> {
  return check(name, sql`${column} ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'`);
}

/** Restricts a text column to the values of a TypeScript union, enforced by the database too. */
export function oneOfCheck(
  name: string,
  column: AnyPgColumn,
  values: readonly string[],
): ReturnType<typeof check> {
  return check(name, sql`${column} in (${sqlList(values)})`);
}

function sqlList(values: readonly string[]): SQL {
  // Literals, not parameters: check constraints are DDL, where parameters are not allowed.
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * One single-column index per column, each named `<table>_<column>_idx`: mostly the referencing
 * side of foreign keys, which PostgreSQL does not index by itself and which joins, filters and
 * cascading deletes read.
 */
export function indexesOn(...columns: ExtraConfigColumn[]): IndexBuilder[] {
  return columns.map((column) =>
    index(`${getTableName(column.table)}_${column.name}_idx`).on(column),
  );
}
