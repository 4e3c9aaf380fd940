import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sendError } from './errors.ts';

/*
 * The web app's build served by the API (docs/web-delivery.md):
 * - files of the dist by @fastify/static, precompressed siblings (`.br`, `.gz`) chosen by
 *   Accept-Encoding; hashed names cached for a year, everything else revalidated (ETag, 304);
 * - HTML pages from memory: read once at start-up with the server's runtime config injected in
 *   their `maisonnee-config` meta (one build, whatever PORT, PUBLIC_URL or ID_SECRET), compressed
 *   once; a prerendered page (`dist/<path>/index.html`) for signed-out visitors, the shell for
 *   signed-in ones (the `maisonnee_session` hint cookie set by the web app);
 * - for a signed-in visitor of a page that has one, its signed-in shell
 *   (`dist/.signed-in/<path>.html`: the layout's header, the page's heading and a skeleton, the
 *   same for everyone, no one's data) instead of the empty shell: it paints before any script.
 */

/** What the web app reads from its `maisonnee-config` meta (apps/web/src/lib/runtime-config.ts). */
export interface WebRuntimeConfig {
  idSecret: string;
  publicUrl: string;
  /** Lifetime of the signed-in hint cookie: the refresh window. */
  sessionMaxAgeSeconds: number;
}

export interface WebDeliveryOptions {
  webDist: string;
  runtimeConfig: WebRuntimeConfig;
}

export interface WebDelivery {
  /** The answer to a GET/HEAD of a page path no route matched: the shell, or 404 for a file. */
  sendFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export const CONFIG_PLACEHOLDER = '__MAISONNEE_CONFIG__';
export const SESSION_HINT_COOKIE = 'maisonnee_session';
/** The signed-in shells' directory in the dist (apps/web/scripts/prerender.mjs). */
export const SIGNED_IN_SHELL_DIR = '.signed-in';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
/** Where a signed-out visitor of `/` ends anyway (the client would redirect there). */
const SIGN_IN_PATH = '/auth/login';
/** Only the hint's presence matters: the cookie carries no secret and grants nothing. */
const SIGNED_IN_HINT = new RegExp(`(?:^|;)\\s*${SESSION_HINT_COOKIE}=1\\s*(?:;|$)`);
/** Vite names every file it emits under assets/ `name-<hash>.ext`; Workbox its runtime too. */
const HASHED_FILE = /^(?:assets\/|workbox-[\w-]{8,}\.js$)/;
/**
 * Paths that can only be files, never answered by the shell: HTML cached for a year as a script,
 * or registered as the service worker, would break the app. No page path of the app ends with
 * one of these extensions (ids in paths are base64url).
 */
const FILE_ONLY_PATH =
  /^\/(?:assets\/|workbox-)|\.(?:m?js|css|map|json|webmanifest|svg|png|jpe?g|webp|ico|txt|woff2?|br|gz)$/i;

type Encoding = 'br' | 'gzip' | 'identity';

interface PageVariant {
  body: Buffer;
  etag: string;
}

type Page = Record<Encoding, PageVariant>;

/** JSON inside a double-quoted HTML attribute: no value can close it or open a tag. */
export function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * A page in its three encodings. Brotli's best quality takes a few hundred milliseconds for the
 * prerendered pages, too long for a start-up budget of seconds: the page starts with a quick
 * brotli (quality 5, a few percent larger) and the best one replaces it from the thread pool,
 * without holding the start. Same decoded content, hence one weak ETag for both.
 */
function compile(html: string): Page {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const page: Page = {
    identity: { body: identity, etag: `"${hash}"` },
    br: {
      body: brotliCompressSync(identity, brotliOptions(5, identity.length)),
      etag: `W/"${hash}-br"`,
    },
    gzip: { body: gzipSync(identity, { level: 9 }), etag: `"${hash}-gz"` },
  };
  brotliCompress(
    identity,
    brotliOptions(zlib.BROTLI_MAX_QUALITY, identity.length),
    (error, best) => {
      // On failure the quick version simply stays.
      if (!error) page.br = { body: best, etag: page.br.etag };
    },
  );
  return page;
}

/** Every HTML file of the dist (dotfiles left out), as posix paths relative to it. */
function htmlFiles(webDist: string): string[] {
  return readdirSync(webDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(webDist.length + 1))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')));
}

function loadPages(webDist: string, config: WebRuntimeConfig): Map<string, Page> {
  const injected = escapeAttribute(JSON.stringify(config));
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(webDist)) {
    const html = readFileSync(join(webDist, file), 'utf8');
    pages.set(file, compile(html.replaceAll(CONFIG_PLACEHOLDER, injected)));
  }
  return pages;
}

/**
 * The signed-in shells by page path: `.signed-in/missions.html` is `/missions`,
 * `.signed-in/account__agent.html` would be `/account/agent`.
 */
function loadSignedInShells(webDist: string, config: WebRuntimeConfig): Map<string, Page> {
  const directory = join(webDist, SIGNED_IN_SHELL_DIR);
  const shells = new Map<string, Page>();
  if (!existsSync(directory)) return shells;
  const injected = escapeAttribute(JSON.stringify(config));
  for (const name of readdirSync(directory)) {
    if (!name.endsWith('.html')) continue;
    const path = `/${name.slice(0, -'.html'.length).replaceAll('__', '/')}`;
    const html = readFileSync(join(directory, name), 'utf8');
    shells.set(path, compile(html.replaceAll(CONFIG_PLACEHOLDER, injected)));
  }
  return shells;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes do not count. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  vary: string,
): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding: Encoding =
    (typeof accepted === 'string' && negotiate(accepted, ['br', 'gzip'])) || 'identity';
  const variant = page[encoding];
  reply
    .header('cache-control', REVALIDATE)
    .header('vary', vary)
    .header('etag', variant.etag)
    .type(HTML);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(variant.body);
}

function hasSignedInHint(request: FastifyRequest): boolean {
  return SIGNED_IN_HINT.test(request.headers.cookie ?? '');
}

/** The page's path once decoded: `/%61ssets/x` is `/assets/x`. */
function decodedPathname(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the web build in `webDist`; nothing (null) when it has no index.html (API alone, tests).
 * Register it after the API routes: it adds one route per file of the dist.
 */
export async function registerWebDelivery(
  app: FastifyInstance,
  options: WebDeliveryOptions,
): Promise<WebDelivery | null> {
  const { webDist } = options;
  if (!existsSync(join(webDist, 'index.html'))) return null;

  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start-up: an unknown path reaches the not-found handler
    // (API JSON 404 or the shell) and no file outside the build can be named.
    wildcard: false,
    // HTML is served from memory below; compressed siblings are found by preCompressed.
    globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
    index: false,
    serveDotFiles: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // The path of the file sent: `name.js.br` when a compressed sibling was chosen.
      const relative = filePath
        .slice(webDist.length + 1)
        .split(sep)
        .join('/')
        .replace(/\.(?:br|gz)$/, '');
      reply.header('cache-control', HASHED_FILE.test(relative) ? IMMUTABLE : REVALIDATE);
    },
  });

  const pages = loadPages(webDist, options.runtimeConfig);
  const signedInShells = loadSignedInShells(webDist, options.runtimeConfig);
  const shell = pages.get('index.html')!;
  const plain = 'accept-encoding';
  const byCookie = 'cookie, accept-encoding';
  // Pages are not API calls: kept out of the OpenAPI document (/api/docs), like the files.
  const pageRoute = { schema: { hide: true } };

  for (const [file, html] of pages) {
    // The file itself (the service worker precaches `/index.html` and the prerendered files).
    app.get(`/${file}`, pageRoute, (request, reply) => sendPage(request, reply, html, plain));
    const directory = file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : null;
    if (directory === null) continue;
    // A prerendered page for a signed-out visitor; the shell for a signed-in one, whose client
    // redirects without ever showing, say, the sign-in form.
    app.get(`/${directory}`, pageRoute, (request, reply) =>
      sendPage(request, reply, hasSignedInHint(request) ? shell : html, byCookie),
    );
  }
  app.get('/', pageRoute, (request, reply) => {
    if (hasSignedInHint(request)) return sendPage(request, reply, shell, byCookie);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'cookie')
      .redirect(`${SIGN_IN_PATH}${query}`, 302);
  });

  return {
    sendFallback(request, reply) {
      const path = decodedPathname(request.url);
      if (FILE_ONLY_PATH.test(path)) {
        return sendError(reply, new AppError('NOT_FOUND', `Fichier introuvable : ${path}.`));
      }
      // A page with a signed-in shell answers according to the hint cookie, hence `Vary: cookie`.
      const signedInShell = signedInShells.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
      if (signedInShell) {
        return sendPage(request, reply, hasSignedInHint(request) ? signedInShell : shell, byCookie);
      }
      return sendPage(request, reply, shell, plain);
    },
  };
}
