import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers.ts';

describe('security headers', () => {
  it('are helmet’s, with our content security policy', () => {
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
    expect(SECURITY_HEADERS['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(SECURITY_HEADERS['content-security-policy']).toContain("default-src 'self'");
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['referrer-policy']).toBe('no-referrer');
  });
});
