import { decryptIntId, encryptId } from '@maisonnee/domain';
import { runtimeConfig } from './runtime-config.ts';

/**
 * Ids in paths are encrypted (docs/decisions.md) with the API's ID_SECRET, which the server puts in
 * the page (runtime-config.ts; VITE_ID_SECRET where it does not): it hides ids from casual reading
 * only, the API's access checks remain the security boundary. Without it the API's development
 * default is used, as `npm start` does.
 */
const DEV_ID_SECRET = 'maisonnee-dev-id-secret';

export function idSecret(): string {
  return runtimeConfig().idSecret || DEV_ID_SECRET;
}

/*
 * Each encryption or decryption sets up AES-GCM afresh (its tables cost a few milliseconds on a
 * phone), and a list renders an id per row and per render: an id keeps its text for the life of
 * the page, and a text read once is not decrypted again (issue 25, point 9: blocking time of
 * /missions). The caches are keyed by the secret too, and emptied when they grow past a page's worth.
 */
const MAX_CACHED = 1_000;
const encrypted = new Map<string, string>();
const decrypted = new Map<string, number | null>();

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, value);
  return value;
}

/** An id as a path segment of an `encrypted` parameter. */
export function encryptPathId(id: number): string {
  const secret = idSecret();
  const key = `${secret}\u0000${id}`;
  return encrypted.get(key) ?? remember(encrypted, key, encryptId(id, secret));
}

/** An encrypted id from a link (`/documents?devis=…`); null when it is not one of ours. */
export function decryptPathId(text: string | null | undefined): number | null {
  if (!text) return null;
  const secret = idSecret();
  const key = `${secret}\u0000${text}`;
  const known = decrypted.get(key);
  return known !== undefined ? known : remember(decrypted, key, decryptIntId(text, secret));
}

// Links to stored files are minted by the API (file-link.ts): this key ships in the app and
// must never open a file.
