import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64UrlToBytes, bytesToBase64Url } from './base64url.ts';

/*
 * Encrypted path identifiers. The key ships in the web app, so this hides ids from casual
 * reading and tampering only: the API's access checks remain the security boundary.
 * Format: base64url(nonce ‖ ciphertext ‖ tag), AES-256-GCM, 12-byte random nonce, no padding.
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = new TextEncoder().encode('maisonnee');

/** HKDF "info" of each use, so that a file payload can never pass for an id and back. */
const PURPOSE = { pathId: 'path-id', fileServe: 'file-serve' } as const;
type Purpose = (typeof PURPOSE)[keyof typeof PURPOSE];

const MAX_CACHED_KEYS = 16;
const keyCache = new Map<string, Uint8Array>();

function deriveKey(secret: string, purpose: Purpose): Uint8Array {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const encoder = new TextEncoder();
    key = hkdf(sha256, encoder.encode(secret), HKDF_SALT, encoder.encode(purpose), 32);
    if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
    keyCache.set(cacheKey, key);
  }
  return key;
}

function seal(plaintext: string, secret: string, purpose: Purpose): string {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new RangeError('Le secret de chiffrement est vide.');
  }
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(deriveKey(secret, purpose), nonce).encrypt(
    new TextEncoder().encode(plaintext),
  );
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce, 0);
  out.set(sealed, NONCE_BYTES);
  return bytesToBase64Url(out);
}

function unseal(text: unknown, secret: unknown, purpose: Purpose): string | null {
  try {
    if (typeof text !== 'string' || typeof secret !== 'string' || secret.length === 0) return null;
    const bytes = base64UrlToBytes(text);
    if (!bytes || bytes.length < NONCE_BYTES + TAG_BYTES) return null;
    const plaintext = gcm(deriveKey(secret, purpose), bytes.subarray(0, NONCE_BYTES)).decrypt(
      bytes.subarray(NONCE_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    // Wrong key, tampered text, invalid UTF-8…: all mean "not one of ours".
    return null;
  }
}

/**
 * Encrypts an identifier for a URL path (AES-256-GCM, key derived from the secret); each call
 * gives a different text for the same id.
 * @throws RangeError when the secret is empty or a numeric id is not a safe integer.
 */
export function encryptId(id: number | string, secret: string): string {
  if (typeof id === 'number' && !Number.isSafeInteger(id)) {
    throw new RangeError(`Identifiant invalide : ${String(id)}`);
  }
  return seal(String(id), secret, PURPOSE.pathId);
}

/** Decrypts a path identifier; null on any failure (bad text, wrong secret, tampering). */
export function decryptId(text: string, secret: string): string | null {
  return unseal(text, secret, PURPOSE.pathId);
}

/**
 * Decrypts a numeric path identifier: a positive safe integer written in plain digits, or null
 * on any failure.
 */
export function decryptIntId(text: string, secret: string): number | null {
  const plain = decryptId(text, secret);
  if (plain === null || !/^[1-9]\d*$/.test(plain)) return null;
  const id = Number(plain);
  return Number.isSafeInteger(id) ? id : null;
}

/** What a file link carries, encrypted in the path of GET /uploads/serve-file/{payload}. */
export interface FileServePayload {
  documentTypeId: number;
  filename: string;
  /** true: sent as an attachment (download); false: shown inline */
  isDownload: boolean;
  clientId: number | null;
  candidatId: number | null;
}

const isIdOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value));

function toFileServePayload(value: unknown): FileServePayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v.documentTypeId !== 'number' ||
    !Number.isSafeInteger(v.documentTypeId) ||
    typeof v.filename !== 'string' ||
    typeof v.isDownload !== 'boolean' ||
    !('clientId' in v) ||
    !isIdOrNull(v.clientId) ||
    !('candidatId' in v) ||
    !isIdOrNull(v.candidatId)
  ) {
    return null;
  }
  // Unknown fields are dropped: links of older versions carried the caller's access token, which
  // is never read again (a link is authorised by its grant alone, docs/security.md point 2).
  return {
    documentTypeId: v.documentTypeId,
    filename: v.filename,
    isDownload: v.isDownload,
    clientId: v.clientId,
    candidatId: v.candidatId,
  };
}

/**
 * Encrypts a file link's payload for the URL path (same scheme as ids, separate key).
 * @throws RangeError when the secret is empty or the payload is malformed.
 */
export function encryptFilePayload(payload: FileServePayload, secret: string): string {
  const clean = toFileServePayload(payload);
  if (!clean) throw new RangeError('Lien de fichier invalide.');
  return seal(JSON.stringify(clean), secret, PURPOSE.fileServe);
}

/**
 * Decrypts a file link's payload; null on any failure, including a payload without the
 * expected fields. Unknown fields are dropped.
 */
export function decryptFilePayload(text: string, secret: string): FileServePayload | null {
  const plain = unseal(text, secret, PURPOSE.fileServe);
  if (plain === null) return null;
  try {
    return toFileServePayload(JSON.parse(plain));
  } catch {
    return null;
  }
}
