import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders, SECURITY_HEADERS, tileOrigin } from './security-headers.ts';

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

describe('map tiles in the content security policy', () => {
  it('allows the tile server’s origin as an image source, nothing for "none"', async () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.fr:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.fr:8443',
    );
    expect(tileOrigin('none')).toBeNull();
    expect(tileOrigin('pas une url')).toBeNull();
    const app = Fastify();
    registerSecurityHeaders(app, { mapTileUrl: 'http://tiles.local:8080/{z}/{x}/{y}.png' });
    app.get('/', async () => 'ok');
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: http://tiles.local:8080;");
    await app.close();
  });
});

describe('Stripe in the content security policy', () => {
  const cspOf = async (stripe: boolean) => {
    const app = Fastify();
    registerSecurityHeaders(app, { mapTileUrl: 'none', stripe });
    app.get('/', async () => 'ok');
    const csp = String(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    await app.close();
    return csp;
  };

  it('lets Stripe’s card form load only when online payment is configured', async () => {
    const on = await cspOf(true);
    expect(on).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(on).toContain('frame-src https://js.stripe.com');
    expect(on).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
    const off = await cspOf(false);
    expect(off).toContain("script-src 'self';");
    expect(off).not.toContain('stripe');
  });
});
