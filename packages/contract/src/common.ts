import { SKILL_IDS } from '@maisonnee/domain';
import { z } from 'zod';

/*
 * Building blocks shared by every endpoint schema. Bodies are strict objects: an unknown field
 * answers 400 VALIDATION_FAILED naming it. Every string has a maximum length so that a 1 MB
 * string is refused by the schema, not by the database.
 */

/** A positive integer id as it travels in a JSON body or a response (plain, not encrypted). */
export const idSchema = z.number().int().positive().max(2_147_483_647);

/**
 * A NUL character or a lone UTF-16 surrogate: PostgreSQL refuses the first in text columns and
 * the second cannot be written as UTF-8, so neither may reach the database.
 */
const UNSTORABLE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching NUL is the point of this pattern
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text can be stored as UTF-8 by PostgreSQL (no NUL, no lone surrogate). */
export const isStorableText = (value: string) => !UNSTORABLE_CHARACTER.test(value);

const UNSTORABLE_MESSAGE = 'Caractère non autorisé (caractère nul ou invalide).';

/** A string of at most `max` characters that PostgreSQL can store; the base of every text input. */
export function storableString(max: number) {
  return z
    .string()
    .max(max, `${max} caractères au plus.`)
    .refine(isStorableText, UNSTORABLE_MESSAGE);
}

/** Trimmed, non-empty text of at most `max` characters. */
export function text(max = 255) {
  return z
    .string()
    .trim()
    .min(1, 'Ce champ est obligatoire.')
    .max(max, `${max} caractères au plus.`)
    .refine(isStorableText, UNSTORABLE_MESSAGE);
}

/** Optional text: absent, null or empty means "no value". */
export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max, `${max} caractères au plus.`)
    .refine(isStorableText, UNSTORABLE_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, '254 caractères au plus.')
  .pipe(z.email('Adresse e-mail invalide.'));

/** 8 to 128 characters, no composition rule (ARCHITECTURE §4); common passwords are refused by the API. */
export const passwordSchema = z
  .string()
  .min(8, 'Le mot de passe doit contenir au moins 8 caractères.')
  .max(128, 'Le mot de passe doit contenir au plus 128 caractères.');

/** Calendar date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date('Date attendue au format AAAA-MM-JJ.');

/** Date and time, ISO 8601 (`2025-02-03T08:00:00Z` or with an offset). */
export const dateTimeSchema = z.iso.datetime({
  offset: true,
  message: 'Date et heure ISO 8601 attendues.',
});

/** A time on the half-hour grid from 00:00 to 24:00. */
export const halfHourTimeSchema = z
  .string()
  .regex(
    /^(([01]\d|2[0-3]):(00|30)|24:00)$/,
    'Heure attendue sur la grille de la demi-heure (00:00 à 24:00).',
  );

/** Day of week, Monday = 1 … Sunday = 7. */
export const dayOfWeekSchema = z.number().int().min(1).max(7);

/** French mobile or landline number, digits with optional spaces, dots or a leading +33. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^(\+33\s?|0)[1-9]([\s.-]?\d{2}){4}$/, 'Numéro de téléphone français attendu.');

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/**
 * Need-skill ids: SKILL_IDS of the domain (1 entretien du domicile et repassage … 5 gouvernante),
 * consecutive, so a range. Typed as a number because forms and rows hold plain numbers.
 */
export const skillIdSchema = z
  .number()
  .int()
  .min(Math.min(...SKILL_IDS))
  .max(Math.max(...SKILL_IDS));

/** Query `?page=` (default 1). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** An empty JSON body `{}` (or none). */
export const emptyBodySchema = z.strictObject({}).optional();

/** A simple acknowledgement returned by calls that only change state. */
export const messageSchema = z.strictObject({ message: z.string() });

/** A page of results. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}
