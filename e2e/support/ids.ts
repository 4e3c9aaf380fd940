import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The server's id secret: `npm start` in the harness runs with the API's development default. */
const ID_SECRET = process.env.ID_SECRET ?? 'maisonnee-dev-id-secret';

/**
 * An encrypted path id, as packages/domain id-crypto.ts makes it (AES-256-GCM, HKDF key), written
 * again here with node's crypto so that the browser tests check the format, not reuse it.
 */
export function encryptId(id: number): string {
  const key = Buffer.from(hkdfSync('sha256', ID_SECRET, 'maisonnee', 'path-id', 32));
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(String(id), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}
