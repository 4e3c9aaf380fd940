import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed links of the two public screens (docs/contract-decisions.md, "Public calls"): the back
 * office mails a client a link carrying `?token=`, an HMAC-SHA256 (key derived from JWT_SECRET)
 * of the screen, the client id and an expiry. The token grants that screen's data for that client
 * only, until it expires; it is never an access token.
 */

export type SignedScreen = 'scenario-propositions' | 'facturation-planifies-modal';

const key = (secret: string) =>
  createHmac('sha256', secret).update('maisonnee:signed-link').digest();

function mac(secret: string, screen: SignedScreen, clientId: number, expiresAt: number): string {
  return createHmac('sha256', key(secret))
    .update(`${screen}|${clientId}|${expiresAt}`)
    .digest('base64url');
}

/** A token for `screen` and `clientId`, valid until `expiresAt`: `<expiry seconds>.<mac>`. */
export function signLinkToken(
  secret: string,
  screen: SignedScreen,
  clientId: number,
  expiresAt: Date,
): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds}.${mac(secret, screen, clientId, seconds)}`;
}

/** True when the token was signed for this screen and client and has not expired at `now`. */
export function verifyLinkToken(
  secret: string,
  screen: SignedScreen,
  clientId: number,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (seconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, screen, clientId, seconds));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
