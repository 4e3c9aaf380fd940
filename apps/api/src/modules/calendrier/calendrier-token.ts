import { createHash, randomBytes } from 'node:crypto';

/*
 * The secret of a feed link (docs/calendrier.md): 32 random bytes in base64url (43 characters),
 * shown once; the database keeps only its SHA-256, so a copy of the database opens no feed.
 */

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** A new secret. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a secret, hex: what calendar_feeds.token_hash keeps. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a text has the form of a secret (anything else is unknown at once, without a read). */
export function isFeedTokenForm(token: string): boolean {
  return TOKEN_FORM.test(token);
}
