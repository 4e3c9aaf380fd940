import { gcm } from '@noble/ciphers/aes.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from './base64url.ts';
import {
  decryptFilePayload,
  decryptId,
  decryptIntId,
  encryptFilePayload,
  encryptId,
} from './id-crypto.ts';
import type { FileServePayload } from './id-crypto.ts';

const secret = 'un-secret-de-test';

/** Flips one bit of the encrypted bytes at `index`. */
function tamper(text: string, index: number): string {
  const bytes = base64UrlToBytes(text);
  if (!bytes) throw new Error('fixture');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytesToBase64Url(bytes);
}

/** Encrypts like the documented format, independently of the module under test. */
function sealByHand(plain: string, info: 'path-id' | 'file-serve', key = secret): string {
  const encode = (s: string) => new TextEncoder().encode(s);
  const derived = hkdf(sha256, encode(key), encode('maisonnee'), encode(info), 32);
  const nonce = Uint8Array.from({ length: 12 }, (_, i) => i + 1);
  const sealed = gcm(derived, nonce).encrypt(encode(plain));
  return bytesToBase64Url(Uint8Array.from([...nonce, ...sealed]));
}

describe('encryptId / decryptId', () => {
  it('follows the documented format (HKDF-SHA256 salt maisonnee, info path-id, AES-GCM)', () => {
    expect(decryptId(sealByHand('42', 'path-id'), secret)).toBe('42');
    expect(decryptIntId(sealByHand('42', 'path-id'), secret)).toBe(42);
    expect(decryptId(sealByHand('42', 'file-serve'), secret)).toBeNull();
  });

  it('round-trips numeric and text ids', () => {
    expect(decryptId(encryptId(42, secret), secret)).toBe('42');
    expect(decryptId(encryptId('abc-é', secret), secret)).toBe('abc-é');
    expect(decryptId(encryptId('', secret), secret)).toBe('');
  });

  it('writes base64url without padding: nonce (12) + ciphertext + tag (16)', () => {
    const text = encryptId(42, secret);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(base64UrlToBytes(text)).toHaveLength(12 + 2 + 16);
  });

  it('gives a different text each time (random nonce)', () => {
    const texts = new Set(Array.from({ length: 20 }, () => encryptId(42, secret)));
    expect(texts.size).toBe(20);
  });

  it('returns null with another secret', () => {
    expect(decryptId(encryptId(42, secret), 'autre-secret')).toBeNull();
  });

  it('returns null when any byte was changed', () => {
    const text = encryptId(42, secret);
    for (const index of [0, 11, 12, 13, 20, 29]) {
      expect(decryptId(tamper(text, index), secret)).toBeNull();
    }
  });

  it.each([
    ['empty text', ''],
    ['not base64url', 'pas/du+base64=='],
    ['too short', bytesToBase64Url(new Uint8Array(27))],
    ['random bytes', bytesToBase64Url(new Uint8Array(40).fill(7))],
    ['truncated', 'AAAAA'],
  ])('returns null for %s', (_label, text) => {
    expect(decryptId(text, secret)).toBeNull();
  });

  it('returns null, never throws, for values that are not text', () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(decryptId(value as unknown as string, secret)).toBeNull();
    }
    expect(decryptId(encryptId(42, secret), '')).toBeNull();
    expect(decryptId(encryptId(42, secret), null as unknown as string)).toBeNull();
  });

  it('does not accept a file payload as an id (separate keys)', () => {
    const file = encryptFilePayload(
      { documentTypeId: 7, filename: 'f.pdf', isDownload: true, clientId: 1, candidatId: null },
      secret,
    );
    expect(decryptId(file, secret)).toBeNull();
  });

  it('refuses to encrypt with an empty secret or a non-integer id', () => {
    expect(() => encryptId(42, '')).toThrow(RangeError);
    expect(() => encryptId(1.5, secret)).toThrow(RangeError);
    expect(() => encryptId(Number.NaN, secret)).toThrow(RangeError);
  });
});

describe('decryptIntId', () => {
  it('returns the positive integer id', () => {
    expect(decryptIntId(encryptId(42, secret), secret)).toBe(42);
    expect(decryptIntId(encryptId('7', secret), secret)).toBe(7);
    expect(decryptIntId(encryptId(Number.MAX_SAFE_INTEGER, secret), secret)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it.each(['0', '-1', '1.5', '007', ' 7', 'abc', '1e3', '9007199254740993', ''])(
    'returns null for the plain text %j',
    (plain) => {
      expect(decryptIntId(encryptId(plain, secret), secret)).toBeNull();
    },
  );

  it('returns null for a text that does not decrypt', () => {
    expect(decryptIntId('garbage', secret)).toBeNull();
  });
});

describe('encryptFilePayload / decryptFilePayload', () => {
  const payload: FileServePayload = {
    documentTypeId: 7,
    filename: 'facture-2025-01.pdf',
    isDownload: true,
    clientId: 12,
    candidatId: null,
  };

  it('round-trips a payload', () => {
    expect(decryptFilePayload(encryptFilePayload(payload, secret), secret)).toEqual(payload);
  });

  it('drops the access token an older link carried', () => {
    const old = sealByHand(JSON.stringify({ ...payload, token: 'a.b.c' }), 'file-serve');
    expect(decryptFilePayload(old, secret)).toEqual(payload);
  });

  it('drops unknown fields', () => {
    const extra = { ...payload, admin: true } as FileServePayload;
    expect(decryptFilePayload(encryptFilePayload(extra, secret), secret)).toEqual(payload);
  });

  it('does not accept an encrypted id as a file payload', () => {
    expect(decryptFilePayload(encryptId(42, secret), secret)).toBeNull();
  });

  it('returns null with another secret or a changed byte', () => {
    const text = encryptFilePayload(payload, secret);
    expect(decryptFilePayload(text, 'autre')).toBeNull();
    expect(decryptFilePayload(tamper(text, 20), secret)).toBeNull();
    expect(decryptFilePayload('', secret)).toBeNull();
    expect(decryptFilePayload(undefined as unknown as string, secret)).toBeNull();
  });

  it('follows the documented format (info file-serve)', () => {
    const text = sealByHand(JSON.stringify(payload), 'file-serve');
    expect(decryptFilePayload(text, secret)).toEqual(payload);
  });

  it.each([
    ['a missing clientId', { ...payload, clientId: undefined }],
    ['a missing filename', { ...payload, filename: undefined }],
    ['a text documentTypeId', { ...payload, documentTypeId: '7' }],
    ['a text isDownload', { ...payload, isDownload: 'true' }],
    ['an array', [payload]],
    ['null', null],
  ])('returns null for a payload with %s', (_label, value) => {
    expect(decryptFilePayload(sealByHand(JSON.stringify(value), 'file-serve'), secret)).toBeNull();
  });

  it('returns null when the decrypted text is not JSON', () => {
    expect(decryptFilePayload(sealByHand('{pas du json', 'file-serve'), secret)).toBeNull();
  });

  it('refuses to encrypt a malformed payload', () => {
    const missing = { documentTypeId: 7, filename: 'f.pdf', isDownload: true };
    expect(() => encryptFilePayload(missing as FileServePayload, secret)).toThrow(RangeError);
  });
});
