import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../src/plugins/security-headers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** A web build as H1's produces it: shell, one prerendered page, hashed assets, a service worker. */
const SHELL = `<!doctype html><html><head><meta name="maisonnee-config" content="__MAISONNEE_CONFIG__" /><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const LOGIN = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/auth/login"><form><label>Adresse e-mail</label></form></div>',
);
/** A signed-in shell (apps/web/src/app/signed-in-shell.tsx): header, heading, skeleton. */
const MISSIONS_SHELL = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root" data-signed-in-shell="/missions"><header>Maisonnée</header><h1>Mes missions</h1></div>',
);
const SCRIPT = `console.log(${JSON.stringify('Maisonnée '.repeat(200))});`;

function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'maisonnee-web-'));
  const files: Record<string, string | Buffer> = {
    'index.html': SHELL,
    'auth/login/index.html': LOGIN,
    // The build compresses the pages too, placeholder included: those files are never sent.
    'index.html.br': brotliCompressSync(SHELL),
    'auth/login/index.html.gz': gzipSync(LOGIN),
    '.signed-in/missions.html': MISSIONS_SHELL,
    '.signed-in/missions.html.br': brotliCompressSync(MISSIONS_SHELL),
    'assets/app-abc123.js': SCRIPT,
    'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
    'assets/app-abc123.js.gz': gzipSync(SCRIPT),
    'assets/plain-def456.css': 'body{margin:0}',
    'sw.js': 'self.addEventListener("install",()=>{});',
    'workbox-1a2b3c4d.js': 'self.workbox=1;',
    'workbox-1a2b3c4d.js.br': brotliCompressSync('self.workbox=1;'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  // A file beside the build that no path may reach.
  writeFileSync(join(dist, '..', 'maisonnee-outside.txt'), 'dehors');
  return dist;
}

const ID_SECRET = `clé"><script>alert(1)</script>&'`;
const PUBLIC_URL = 'https://maisonnee.example';

describe('web delivery (precompressed files, cache headers, pages with the runtime config)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      webDist: writeDist(),
      idSecret: ID_SECRET,
      publicUrl: PUBLIC_URL,
      refreshWindowDays: 30,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves brotli, then gzip, else the original, with Vary and the right headers', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers['last-modified']).toBeTruthy();

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const identity = await get('/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(SCRIPT);

    // No compressed sibling: the original, whatever is accepted.
    const css = await get('/assets/plain-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('caches hashed files for a year and revalidates the others', async () => {
    for (const url of [
      '/assets/app-abc123.js',
      '/assets/plain-def456.css',
      '/workbox-1a2b3c4d.js',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/sw.js', '/favicon.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(head.body).toBe('');
  });

  it('injects the runtime config into the pages, escaped so that it stays in its attribute', async () => {
    const page = await get('/missions');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toContain('__MAISONNEE_CONFIG__');
    expect(page.body).not.toContain('<script>alert');
    const content = /<meta name="maisonnee-config" content="([^"]*)"/.exec(page.body)?.[1];
    const decoded = content!
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toEqual({
      idSecret: ID_SECRET,
      publicUrl: PUBLIC_URL,
      sessionMaxAgeSeconds: 30 * 24 * 3600,
    });

    for (const [url, encoding] of [
      ['/index.html', 'br'],
      ['/auth/login', 'gzip'],
    ] as const) {
      const compressed = await get(url, { 'accept-encoding': encoding });
      const body =
        encoding === 'br'
          ? brotliDecompressSync(compressed.rawPayload)
          : gunzipSync(compressed.rawPayload);
      expect(body.toString(), url).toContain('maisonnee-config" content="{&quot;idSecret');
    }
  });

  it('serves pages from memory: compressed, no-cache, ETag and 304, security headers kept', async () => {
    const plain = await get('/missions');
    const br = await get('/missions', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/missions', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['x-frame-options']).toBe(SECURITY_HEADERS['x-frame-options']);
    const notModified = await get('/missions', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const head = await t.app.inject({ method: 'HEAD', url: '/missions' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(head.body).toBe('');
  });

  it('serves the prerendered page when signed out and the shell when the hint cookie is there', async () => {
    const signedOut = await get('/auth/login');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toContain('data-prerendered="/auth/login"');
    expect(signedOut.body).toContain('Adresse e-mail');
    expect(signedOut.headers.vary).toMatch(/cookie/i);
    expect(signedOut.headers.vary).toMatch(/accept-encoding/i);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect((await get('/auth/login/')).body).toBe(signedOut.body);

    const signedIn = await get('/auth/login', { cookie: 'theme=clair; maisonnee_session=1' });
    expect(signedIn.body).not.toContain('data-prerendered');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers.etag).not.toBe(signedOut.headers.etag);

    // The files themselves, as the service worker precaches them.
    expect((await get('/auth/login/index.html')).body).toBe(signedOut.body);
    expect((await get('/index.html')).body).toBe(signedIn.body);
  });

  it('sends a signed-out visitor of / to the sign-in page, a signed-in one gets the shell', async () => {
    const signedOut = await get('/?source=qr');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/auth/login?source=qr');
    expect(signedOut.headers.vary).toMatch(/cookie/i);

    const signedIn = await get('/', { cookie: 'maisonnee_session=1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers.vary).toMatch(/cookie/i);
  });

  it('paints the signed-in shell of a page only for the hint cookie, the same for everyone', async () => {
    const signedOut = await get('/missions', { 'accept-encoding': 'br' });
    expect(signedOut.statusCode).toBe(200);
    const signedOutBody = brotliDecompressSync(signedOut.rawPayload).toString();
    expect(signedOutBody).toContain('<div id="root"></div>');
    expect(signedOutBody).not.toContain('Mes missions');
    expect(signedOut.headers.vary).toMatch(/cookie/i);

    const first = await get('/missions', { cookie: 'maisonnee_session=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.body).toContain('data-signed-in-shell="/missions"');
    expect(first.body).toContain('<h1>Mes missions</h1>');
    // The runtime config is injected as in every page.
    expect(first.body).not.toContain('__MAISONNEE_CONFIG__');
    expect(first.body).toContain('maisonnee.example');
    // Whoever asks, and with whatever session: the very same bytes (no one's data in it).
    const other = await get('/missions/', {
      cookie: 'maisonnee_session=1; other=x',
      authorization: 'Bearer someone-else',
    });
    expect(other.body).toBe(first.body);
    expect(other.headers.etag).toBe(first.headers.etag);

    // A page without a signed-in shell keeps the empty shell; the directory is never a file.
    const account = await get('/account', { cookie: 'maisonnee_session=1' });
    expect(account.body).toContain('<div id="root"></div>');
    expect(account.body).not.toContain('data-signed-in-shell');
    expect((await get('/.signed-in/missions.html')).body).not.toContain('data-signed-in-shell');
  });

  it('answers 404 for an unknown file, never the shell', async () => {
    for (const url of [
      '/assets/app-zzz999.js',
      '/assets/',
      '/%61ssets/nope.css',
      '/workbox-0000.js',
      '/registerSW.js',
      '/icon-192.png',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
      expect(response.json().error.message, url).toMatch(/^Fichier introuvable/);
    }
  });

  it('refuses path traversal, hides dotfiles and lists no directory', async () => {
    for (const url of [
      '/assets/../../maisonnee-outside.txt',
      '/assets/..%2f..%2fmaisonnee-outside.txt',
      '/../maisonnee-outside.txt',
      '/%2e%2e/maisonnee-outside.txt',
      '/.env',
      '/auth/',
      '/assets/app-abc123.js.br/../../../maisonnee-outside.txt',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('dehors');
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('app-abc123.js.br"');
    }
  });

  it('keeps the JSON 404 of unknown API paths', async () => {
    const response = await get('/api/inconnue');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'ROUTE_NOT_FOUND', message: 'Aucune route GET /api/inconnue.' },
    });
  });
});

describe('without a web build', () => {
  it('answers pages with the JSON 404', async () => {
    const t = await buildTestApp({ webDist: mkdtempSync(join(tmpdir(), 'maisonnee-empty-')) });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/auth/login' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
