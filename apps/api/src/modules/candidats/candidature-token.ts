import { createHmac, timingSafeEqual } from 'node:crypto';
import { CANDIDATURE_LINK_DAYS } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { refusal } from '../../lib/app-error.ts';
import { findCandidatureLinkVersion } from './candidat-evenements.queries.ts';

/*
 * The token of a public application (docs/recrutement.md): given by step 1 and carried by the
 * mailed edit link, it lets its holder read and complete that one application, nothing else, until
 * it expires. `<candidat id>.<link version>.<expiry seconds>.<HMAC-SHA256>`, keyed from JWT_SECRET;
 * bumping the candidate's candidature_link_version revokes every token given before.
 */

const key = (secret: string) =>
  createHmac('sha256', secret).update('maisonnee:candidature').digest();

function mac(secret: string, candidatId: number, version: number, seconds: number): string {
  return createHmac('sha256', key(secret))
    .update(`${candidatId}|${version}|${seconds}`)
    .digest('base64url');
}

/** A token for this application, valid CANDIDATURE_LINK_DAYS days from `now`. */
export function signCandidatureToken(
  secret: string,
  candidat: { id: number; version: number },
  now: Date,
): string {
  const seconds = Math.floor(now.getTime() / 1000) + CANDIDATURE_LINK_DAYS * 86_400;
  return `${candidat.id}.${candidat.version}.${seconds}.${mac(secret, candidat.id, candidat.version, seconds)}`;
}

const INVALID = () =>
  refusal(
    'CANDIDATURE_LINK_INVALID',
    'Ce lien de candidature est invalide ou a expiré : demandez-nous un nouveau lien.',
  );

/**
 * The candidate a token was given for: checked (signature, expiry, link version, file still
 * there), else 403 CANDIDATURE_LINK_INVALID.
 */
export async function resolveCandidatureToken(
  conn: Db | Tx,
  secret: string,
  token: string,
  now: Date,
): Promise<{ candidatId: number }> {
  const match = /^(\d{1,10})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw INVALID();
  const [candidatId, version, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (seconds * 1000 <= now.getTime()) throw INVALID();
  const expected = Buffer.from(mac(secret, candidatId, version, seconds));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw INVALID();
  if ((await findCandidatureLinkVersion(conn, candidatId)) !== version) throw INVALID();
  return { candidatId };
}
