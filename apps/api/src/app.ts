import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@maisonnee/domain';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mail/mailer.ts';
import { createRealtimeBus } from './adapters/realtime/realtime-bus.ts';
import {
  closeRedisClient,
  createRedisClient,
  waitUntilReady,
} from './adapters/redis/redis-client.ts';
import { createDiskStorage } from './adapters/storage/disk-storage.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemo } from './db/seed/demo.ts';
import { ensureDemoFiles } from './db/seed/demo-files.ts';
import { afterAnswerSettled } from './lib/after-answer.ts';
import { AppError } from './lib/app-error.ts';
import { deviceCookieKey } from './lib/device-cookie.ts';
import type { EventSinks } from './lib/event-scope.ts';
import { createFailureCounter } from './lib/failure-limiter.ts';
import { authHandlers } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { healthHandlers } from './modules/health/health.routes.ts';
import { registerStripeWebhook } from './modules/facturation/factures-payment.service.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { createPushSender } from './modules/notifications/push-sender.ts';
import { domainHandlers, mergeHandlers } from './modules/registry.ts';
import { usageLogsSettled } from './modules/tracking/tracking.routes.ts';
import { createAuthenticator } from './plugins/authenticator.ts';
import { registerContractRoutes } from './plugins/contract-routes.ts';
import { handleFrameworkError, registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerRealtimeStream } from './plugins/realtime-stream.ts';
import { createSerializerCompiler } from './plugins/fast-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { SessionCache } from './plugins/session-cache.ts';
import { registerWebDelivery } from './plugins/web-delivery.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database (tests); otherwise opened from the configuration, migrated and seeded. */
  database?: Database;
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
  /** Replaces the mail adapter (never used to fake delivery: tests use a real SMTP server). */
  mailer?: Mailer;
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** How a slowed-down sign-in waits (tests record the decision instead of waiting). */
  authSlowDown?: (ms: number) => Promise<unknown>;
}

export interface App extends FastifyInstance {
  database: Database;
  /** What the domain modules were built with; the server's background jobs run on it. */
  moduleDeps: ModuleDeps;
}

const PLATFORMS = new Set(['web', 'android', 'ios']);
/** Paths owned by the API; anything else is a page of the web app. */
const API_PREFIXES = ['/api/', '/users/', '/uploads/'];
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Public calls whose answer carries a session (tokens): never kept by a cache. */
const SESSION_ENDPOINTS = new Set(['signin', 'signinUser', 'signup', 'tokenRefresh']);

/** A path with its percent-escapes decoded (a few rounds: `%2561` too) and slashes collapsed. */
function decodedPath(url: string): string {
  let path = url.split('?')[0] ?? '/';
  for (let round = 0; round < 3 && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return path.replace(/\/{2,}/g, '/');
}

/**
 * Whether the global rate limit counts this request: it does for every API route however its path
 * was written (`/%61pi/…` runs `/api/…`: the matched route decides, not the raw URL), and for
 * unknown paths under the API prefixes once decoded. Pages and static files are not counted.
 */
function isApiCall(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Builds the app in one order: framework settings, security plugins, database, modules, web. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The door code and access instructions of a home are never written in a log (issue 25).
      redact: [
        'req.headers.authorization',
        'body.password',
        'body.code_porte',
        'body.acces_instructions',
      ],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One log line per request is written by the onResponse hook below (with app-version and platform).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A longer path parameter answers 414 URI_TOO_LONG in the envelope (handleFrameworkError).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8000 },
    frameworkErrors: handleFrameworkError,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ strict: config.strictResponses }));
  registerErrorHandling(app);

  // app-version and platform are read on every call and logged with its outcome.
  // One line per request, below the info level there is nothing to write: no hook at all.
  if (['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', async (request, reply) => {
      const appVersion = String(request.headers['app-version'] ?? '').slice(0, 20) || undefined;
      const rawPlatform = String(request.headers.platform ?? '');
      request.log.info(
        {
          method: request.method,
          url: request.url.split('?')[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          appVersion,
          platform: PLATFORMS.has(rawPlatform) ? rawPlatform : rawPlatform ? 'inconnue' : undefined,
        },
        'request',
      );
    });
  }

  registerSecurityHeaders(app, {
    mapTileUrl: config.mapTileUrl,
    stripe: config.stripe.secretKey !== undefined,
  });
  // Same-origin by default (web and API on one port); other origins only when listed.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['authorization', 'content-type', 'app-version', 'platform'],
      maxAge: 600,
    });
  }
  // With REDIS_URL, one Redis connection shares the rate limits and the failure counters between
  // every API process; while Redis is away requests are served and failures counted in memory
  // (docs/realtime.md, "Limits on several instances"). Without it, both live in this process.
  const limitsRedis = config.redisUrl
    ? createRedisClient(config.redisUrl, app.log, 'limits')
    : undefined;
  if (limitsRedis) {
    await waitUntilReady(limitsRedis);
    app.addHook('onClose', () => closeRedisClient(limitsRedis));
  }
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(limitsRedis
      ? { redis: limitsRedis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true }
      : {}),
    // Only API calls count: a page load fetches a score of static files.
    allowList: (request) => !isApiCall(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Trop de requêtes : réessayez dans un instant.', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  // Uploads (multipart calls): one file per request, size checked again per document type.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: 100_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API Maisonnée',
        description:
          "Tous les appels de l'application Maisonnée. Succès : `{ success: true, data | datas | documents }` ; erreur : `{ success: false, error: { code, message, fields? } }`.",
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    }));
  if (ownsDatabase) {
    await prepareDatabase(database);
    if (config.seedDemo) await seedDemo(database.db, { now: now() });
  }
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      from: config.mail.from,
      smtpUrl: config.smtpUrl,
      log: app.log,
    });
  const tokens = createTokenService({
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    ttlSeconds: config.accessTokenTtlSeconds,
    now,
    // Sessions opened on http://localhost|127.0.0.1|[::1]:<port> keep that origin as issuer.
    ownPorts: () => {
      const address = app.server.address();
      const bound = address && typeof address === 'object' ? [address.port] : [];
      return [config.port, ...bound].filter((port) => port > 0);
    },
  });
  const sessions = new SessionCache(() => now().getTime());
  const authService = createAuthService({
    sessions,
    db: database.db,
    tokens,
    mailer,
    failures: createFailureCounter({
      redis: limitsRedis,
      keyPrefix: `${config.redisPrefix}fail:signin:`,
      max: config.authFailuresMax,
      windowMs: FIFTEEN_MINUTES,
      now: () => now().getTime(),
      log: app.log,
    }),
    addressFailuresMax: config.authAddressFailuresMax,
    accountSlowDownAfter: config.authFailuresMax,
    deviceCookieKey: deviceCookieKey(config.jwtSecret),
    ...(options.authSlowDown ? { slowDown: options.authSlowDown } : {}),
    mailRequests: createFailureCounter({
      redis: limitsRedis,
      keyPrefix: `${config.redisPrefix}fail:mail:`,
      max: config.authFailuresMax,
      windowMs: FIFTEEN_MINUTES,
      now: () => now().getTime(),
      log: app.log,
    }),
    refreshGraceSeconds: config.refreshGraceSeconds,
    log: app.log,
    now,
    codeSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshWindowDays: config.refreshWindowDays,
  });

  const storage = createDiskStorage(join(config.dataDir, 'uploads'), {
    minFreeBytes: config.uploadMinFreeBytes,
  });
  // Realtime events cross instances through Redis when REDIS_URL is set (docs/realtime.md).
  const bus = createRealtimeBus({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: app.log,
  });
  const push = await createPushSender({ db: database.db, config, log: app.log, now });
  const events: EventSinks = {
    publish: (audience, event) => bus.publish(audience, event),
    push: (userIds, payload) => push.send(userIds, payload),
  };
  const moduleDeps: ModuleDeps = {
    db: database.db,
    config,
    mailer,
    storage,
    now,
    log: app.log,
    events,
    push,
    sessions,
    realtime: bus,
    // Per-address throttles of modules (the public application), shared like the failure counters.
    counter: (name, { max, windowMs }) =>
      createFailureCounter({
        redis: limitsRedis,
        keyPrefix: `${config.redisPrefix}limit:${name}:`,
        max,
        windowMs,
        now: () => now().getTime(),
        log: app.log,
      }),
  };
  // The demo's files (the quote PDF) need the storage: generated, or repaired, after the seed.
  if (ownsDatabase && config.seedDemo) await ensureDemoFiles(moduleDeps);
  // Signed-in answers and sessions are personal: neither a browser nor a proxy may keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    const isPersonal =
      request.auth !== null ||
      SESSION_ENDPOINTS.has(request.routeOptions.config?.endpointName ?? '');
    if (isPersonal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  const authenticator = createAuthenticator(database.db, tokens, sessions);
  registerContractRoutes(app, {
    handlers: mergeHandlers(
      domainHandlers(moduleDeps),
      healthHandlers(database),
      authHandlers(authService),
    ),
    authenticator,
    idSecret: config.idSecret,
    events,
  });
  // GET /api/realtime: the server-sent event stream of open screens (docs/realtime.md).
  registerRealtimeStream(app, { bus, authenticator, now });
  // Stripe's webhook: public, raw body (signature), beside the contract (docs/paiements.md).
  await registerStripeWebhook(app, moduleDeps);

  // The web build, when there is one: files, precompressed and cached, and pages with the
  // runtime config (plugins/web-delivery.ts, docs/web-delivery.md).
  const web = await registerWebDelivery(app, {
    webDist: config.webDist,
    runtimeConfig: {
      idSecret: config.idSecret,
      publicUrl: config.publicUrl,
      sessionMaxAgeSeconds: config.refreshWindowDays * 24 * 60 * 60,
    },
  });
  // Unknown API paths count toward the global rate limit too (isApiCall).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Single-page app: any other GET that is not an API path (however written) gets the shell.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiCall(request);
    if (web && isPage) return web.sendFallback(request, reply);
    return sendError(
      reply,
      new AppError('ROUTE_NOT_FOUND', `Aucune route ${request.method} ${path}.`),
    );
  });

  app.addHook('onClose', async () => {
    await authService.settled();
    await bus.close();
    await push.settled();
    // Usage logs are written after their 202: let the last ones land before the database closes.
    await usageLogsSettled(moduleDeps);
    // Mails written after their answer (lib/after-answer.ts).
    await afterAnswerSettled(moduleDeps);
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  return Object.assign(app, { database, moduleDeps }) as App;
}
