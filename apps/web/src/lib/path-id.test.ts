import { decryptIntId } from '@maisonnee/domain';
import { describe, expect, it, vi } from 'vitest';
import { decryptPathId, encryptPathId, idSecret } from './path-id.ts';
import { forgetRuntimeConfig } from './runtime-config.ts';

describe('encryptPathId', () => {
  it('encrypts an id the API decrypts with the same secret', () => {
    const text = encryptPathId(42);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptIntId(text, idSecret())).toBe(42);
  });
});

describe('encrypted ids of links', () => {
  it('reads back the ids it writes, and nothing else', () => {
    expect(decryptPathId(encryptPathId(42))).toBe(42);
    expect(decryptPathId('42')).toBeNull();
    expect(decryptPathId(null)).toBeNull();
  });
});

describe('the cost of a list of links', () => {
  it('encrypts an id once per page and decrypts a text once, whatever the renders', async () => {
    const domain = await import('@maisonnee/domain');
    const encrypt = vi.spyOn(domain, 'encryptId');
    const decrypt = vi.spyOn(domain, 'decryptIntId');
    try {
      const first = encryptPathId(9_001);
      for (let render = 0; render < 5; render += 1) expect(encryptPathId(9_001)).toBe(first);
      for (let render = 0; render < 5; render += 1) expect(decryptPathId(first)).toBe(9_001);
      expect(encrypt).toHaveBeenCalledTimes(1);
      expect(decrypt).toHaveBeenCalledTimes(1);
      // Another id is another text.
      expect(encryptPathId(9_002)).not.toBe(first);
    } finally {
      encrypt.mockRestore();
      decrypt.mockRestore();
    }
  });
});

describe('the key', () => {
  it('is the server’s ID_SECRET when the page carries it (runtime config)', () => {
    const meta = document.createElement('meta');
    meta.name = 'maisonnee-config';
    meta.content = JSON.stringify({ idSecret: 'clé-du-serveur-123' });
    document.head.append(meta);
    forgetRuntimeConfig();
    try {
      expect(idSecret()).toBe('clé-du-serveur-123');
      expect(decryptIntId(encryptPathId(7), 'clé-du-serveur-123')).toBe(7);
    } finally {
      meta.remove();
      forgetRuntimeConfig();
    }
  });
});
