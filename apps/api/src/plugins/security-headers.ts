import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/*
 * Security headers from helmet, with our policy. helmet's headers depend only on its options,
 * so its middleware runs once at start-up against a recording response and the headers it sets
 * are copied onto every reply by one hook: running the middleware chain on each request halved
 * the API's throughput in `npm run bench:api` (docs/decisions.md).
 */
/** The origin of the map's tile server (`{s}` subdomains become a wildcard), or none. */
export function tileOrigin(tileUrl: string | undefined): string | null {
  if (!tileUrl || tileUrl === 'none') return null;
  try {
    const url = new URL(tileUrl.replace('{s}', 'subdomain-placeholder'));
    return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
  } catch {
    return null;
  }
}

/**
 * Stripe's own card form (Elements, docs/paiements.md) loads its script and frames from
 * js.stripe.com and calls api.stripe.com; allowed only when online payment is configured.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const helmetOptions = (mapTileUrl?: string, stripe = false) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? STRIPE.script : [])],
      ...(stripe ? { frameSrc: STRIPE.frame } : {}),
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles come from the configured tile server (docs/web.md).
      imgSrc: ["'self'", 'data:', 'blob:', ...[tileOrigin(mapTileUrl)].filter((o) => o !== null)],
      connectSrc: ["'self'", ...(stripe ? STRIPE.connect : [])],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
});

/** The headers helmet sets for these options. */
export function computeSecurityHeaders(
  options: Parameters<typeof helmet>[0] = helmetOptions(),
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> =
  Object.freeze(computeSecurityHeaders());

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mapTileUrl?: string; stripe?: boolean } = {},
) {
  const headers =
    options.mapTileUrl || options.stripe
      ? Object.freeze(computeSecurityHeaders(helmetOptions(options.mapTileUrl, options.stripe)))
      : SECURITY_HEADERS;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
