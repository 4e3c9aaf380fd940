import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from './base64url.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('bytesToBase64Url', () => {
  it.each([
    // RFC 4648 §10 test vectors, without padding
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %j as %j', (plain, encoded) => {
    expect(bytesToBase64Url(text(plain))).toBe(encoded);
  });

  it('uses - and _ instead of + and /', () => {
    expect(bytesToBase64Url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes what was encoded, for every byte value and length', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= 10; length += 1) {
      const slice = all.slice(250 - length * 20, 256 - length * 20 + length);
      expect(base64UrlToBytes(bytesToBase64Url(slice))).toEqual(slice);
    }
    expect(base64UrlToBytes(bytesToBase64Url(all))).toEqual(all);
  });

  it.each([
    ['padding', 'Zg=='],
    ['standard alphabet', '+/+/'],
    ['space', 'Zm9 v'],
    ['impossible length', 'Zm9vY'],
    ['non-zero leftover bits', 'Zh'],
  ])('refuses %s', (_label, input) => {
    expect(base64UrlToBytes(input)).toBeNull();
  });
});
