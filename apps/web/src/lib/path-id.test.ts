import { decryptIntId } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { encryptPathId, idSecret } from './path-id.ts';

describe('encryptPathId', () => {
  it('encrypts an id the API decrypts with the same secret', () => {
    const text = encryptPathId(42);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptIntId(text, idSecret())).toBe(42);
  });
});
