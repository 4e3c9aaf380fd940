import { decryptPathId } from '../../../lib/path-id.ts';

/**
 * An id read from a back-office link (`?client=`, `?mission=`, `?besoin=`): encrypted as every
 * id the app puts in a URL, or a plain number from a link written before that rule. Either way
 * the API checks the caller's rights on the resource; this only reads the link.
 */
export function readIdParam(text: string | null | undefined): number | null {
  if (!text) return null;
  const decrypted = decryptPathId(text);
  if (decrypted !== null) return decrypted;
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
