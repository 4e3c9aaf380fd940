import { COMMON_PASSWORDS } from './common-passwords.ts';

/** A password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** A password has at most 128 characters. */
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.normalize('NFC').toLowerCase()));

/** A password is too common when it is in the list of the most used ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFC').toLowerCase());
}

/**
 * Checks a new password: 8 to 128 characters (counted as Unicode characters), not one of the
 * most common passwords, and no composition rule. Returns null when it is acceptable,
 * otherwise the French message to show.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  if (isCommonPassword(password)) {
    return 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.';
  }
  return null;
}
