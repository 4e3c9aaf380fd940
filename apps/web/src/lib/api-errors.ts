import type { RefusalCode } from '@maisonnee/domain';
import { ApiError } from './http.ts';

/** The French message of a failed call (the API's own, else a general one). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.body.error.message;
  return 'Une erreur inattendue est survenue. Réessayez dans un instant.';
}

/** Field messages the API sent back (`error.fields`), as Mantine form errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.error.fields) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body.error.fields)) {
    errors[field] = Array.isArray(value) ? String(value[0]) : String(value);
  }
  return errors;
}

/**
 * A number the API sent with the business refusal `code` (`error.details[key]`); null when the
 * call failed otherwise, or without that fact.
 */
export function refusalNumber(error: unknown, code: RefusalCode, key: string): number | null {
  if (!(error instanceof ApiError) || error.code !== code) return null;
  const value = error.body.error.details?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
