import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { isCommonPassword } from './passwords.ts';

describe('COMMON_PASSWORDS', () => {
  it('holds about two hundred distinct lower-case entries', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
  });

  it('does not hold the demo password', () => {
    expect(isCommonPassword('Demo1234!')).toBe(false);
  });
});
