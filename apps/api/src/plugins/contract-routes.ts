import {
  endpoints,
  toRoutePath,
  type EndpointDef,
  type EndpointName,
  type ParamKind,
} from '@maisonnee/contract';
import { decryptFilePayload, decryptIntId, type FileServePayload } from '@maisonnee/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAllowedRole, type AuthContext } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { NO_EVENTS, runWithEvents, type EventSinks } from '../lib/event-scope.ts';
import { noteWriteCall } from '../lib/write-count.ts';

/*
 * Every route comes from the contract: method, path, schemas, envelope key and access rule.
 * A declared endpoint without a handler answers 501 NOT_IMPLEMENTED, so coverage is measurable.
 *
 * Request order: the rate limit (onRequest), then preParsing authenticates and checks the role (401/403 before anything is parsed),
 * then Fastify parses and validates body, query and params (400 VALIDATION_FAILED), then preHandler
 * decrypts the path ids in one place (400 INVALID_ID), then the handler runs and its result is
 * wrapped in the success envelope.
 */

type ParamValue<K extends ParamKind> = K extends 'encrypted' | 'plain'
  ? number
  : K extends 'text'
    ? string
    : FileServePayload;

export type ParamsOf<E> = E extends { params: infer P extends Readonly<Record<string, ParamKind>> }
  ? { [N in keyof P]: ParamValue<P[N]> }
  : Record<string, never>;
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ResultOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/**
 * The caller as a handler sees it: a protected endpoint is only reached once preParsing has
 * authenticated the caller (401 otherwise), so its handler gets a non-null caller; a public one
 * gets null (see `optionalAuth`).
 */
export type AuthOf<E> = E extends { access: { kind: 'public' } } ? null : AuthContext;

export interface HandlerContext<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; always set on protected endpoints, null on public ones (see `optionalAuth`). */
  auth: AuthOf<E>;
  /** On a public endpoint, the caller when a valid token was sent, else null. */
  optionalAuth: () => Promise<AuthContext | null>;
  /** The caller of an access token carried elsewhere than the header (file links); throws 401. */
  authenticateToken: (token: string) => Promise<AuthContext>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Extra top-level keys beside the envelope key (`notifTypes` of the notifications list). */
export class WithExtras<T> {
  constructor(
    readonly value: T,
    readonly extras: Record<string, unknown>,
  ) {}
}

/** A handler returns the value under the envelope key, or sends the reply itself (files). */
export type Handler<E> = (
  context: HandlerContext<E>,
) => Promise<ResultOf<E> | WithExtras<ResultOf<E>> | FastifyReply>;

/** Liveness and readiness (modules/health). */
const HEALTH_CHECKS: ReadonlySet<string> = new Set(['health', 'healthReady']);

export type HandlerMap = { [K in EndpointName]?: Handler<(typeof endpoints)[K]> };

export interface Authenticator {
  /** Resolves the caller from the Authorization header; throws 401 when required and missing or bad. */
  authenticate(request: FastifyRequest, required: boolean): Promise<AuthContext | null>;
}

/** The largest value of a PostgreSQL `integer` column, hence of any id. */
const MAX_ID = 2_147_483_647;

const PARAM_SCHEMAS: Record<ParamKind, z.ZodType> = {
  encrypted: z.string().min(1).max(200).describe('Identifiant chiffré (AES-256-GCM, base64url)'),
  plain: z
    .string()
    .regex(/^\d{1,10}$/, 'Identifiant numérique attendu.')
    .describe('Identifiant en clair'),
  text: z.string().min(1).max(500),
  filePayload: z.string().min(1).max(8000).describe('Charge utile chiffrée du fichier'),
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    decodedParams: Record<string, unknown>;
  }
}

function paramsSchema(definition: EndpointDef) {
  if (!definition.params) return undefined;
  return z.strictObject(
    Object.fromEntries(
      Object.entries(definition.params).map(([name, kind]) => [name, PARAM_SCHEMAS[kind]]),
    ),
  );
}

function responseSchema(definition: EndpointDef) {
  const isFile = definition.response instanceof z.ZodAny;
  if (isFile) return undefined;
  const shape: Record<string, z.ZodType> = {
    success: z.literal(true),
    [definition.envelope]: definition.response,
  };
  for (const [key, schema] of Object.entries(definition.extraEnvelope ?? {})) shape[key] = schema;
  return { [definition.status ?? 200]: z.object(shape) };
}

function decodeParams(definition: EndpointDef, raw: Record<string, string>, idSecret: string) {
  const decoded: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(definition.params ?? {})) {
    const value = raw[name] ?? '';
    if (kind === 'encrypted') {
      const id = decryptIntId(value, idSecret);
      // Ids are PostgreSQL integers: a larger number decrypts but can name no row (issue 9).
      if (id === null || id > MAX_ID)
        throw new AppError('INVALID_ID', `Identifiant invalide : ${name}.`, {
          fields: { [`params.${name}`]: 'Identifiant chiffré invalide.' },
        });
      decoded[name] = id;
    } else if (kind === 'plain') {
      const id = Number(value);
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
        throw new AppError('VALIDATION_FAILED', 'Identifiant invalide.', {
          fields: { [`params.${name}`]: 'Identifiant numérique attendu.' },
        });
      }
      decoded[name] = id;
    } else if (kind === 'filePayload') {
      const payload = decryptFilePayload(value, idSecret);
      if (!payload)
        throw new AppError('INVALID_ID', 'Lien de fichier invalide.', {
          fields: { [`params.${name}`]: 'Lien invalide.' },
        });
      decoded[name] = payload;
    } else {
      decoded[name] = value;
    }
  }
  return decoded;
}

export function registerContractRoutes(
  app: FastifyInstance,
  options: {
    handlers: HandlerMap;
    authenticator: Authenticator;
    idSecret: string;
    /** Where the events a handler queued go once it succeeded (lib/event-scope.ts). */
    events?: EventSinks;
  },
) {
  const events = options.events ?? NO_EVENTS;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('auth', null);
  app.decorateRequest('decodedParams', null as never);
  // The calls that have a handler (the others answer 501): coverage and the bad-input suites.
  app.decorate(
    'implementedEndpoints',
    new Set(
      (Object.keys(endpoints) as EndpointName[]).filter((name) => Boolean(options.handlers[name])),
    ),
  );

  for (const [name, definition] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const handler = options.handlers[name] as Handler<EndpointDef> | undefined;
    const isPublic = definition.access.kind === 'public';
    const isMultipart = Boolean(definition.multipart);

    typed.route({
      method: definition.method,
      url: toRoutePath(definition.path),
      schema: {
        operationId: name,
        summary: definition.summary,
        tags: [definition.tag],
        ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
        ...(definition.params ? { params: paramsSchema(definition) } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body && !isMultipart ? { body: definition.body } : {}),
        ...(responseSchema(definition) ? { response: responseSchema(definition) } : {}),
      },
      // Health checks come from load balancers and monitors: they are not rate limited, and
      // liveness, polled several times a second, writes no request log line (docs/health.md).
      config: { endpointName: name, ...(HEALTH_CHECKS.has(name) ? { rateLimit: false } : {}) },
      ...(name === 'health' ? { logLevel: 'silent' as const } : {}),
      // preParsing: after the global onRequest hooks (rate limit), before the body is read.
      // Public calls run no hook: their handler asks for the caller only if it cares.
      ...(isPublic
        ? {}
        : {
            preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
              const auth = await options.authenticator.authenticate(request, true);
              request.auth = auth;
              if (auth && !hasAllowedRole(auth, definition.access)) {
                throw new AppError('FORBIDDEN', 'Votre rôle ne permet pas cette action.');
              }
              return payload;
            },
          }),
      // Path ids are decrypted in this one place; calls without path parameters skip the hook.
      ...(definition.params
        ? {
            preHandler: async (request: FastifyRequest) => {
              request.decodedParams = decodeParams(
                definition,
                request.params as Record<string, string>,
                options.idSecret,
              );
            },
          }
        : {}),
      handler: async (request, reply) => {
        if (!handler) {
          throw new AppError(
            'NOT_IMPLEMENTED',
            `L'appel ${definition.method} ${definition.path} n'est pas encore disponible.`,
          );
        }
        // Counted for the reads that reuse a recent derivation (lib/write-count.ts); the contract
        // says which POST calls only read.
        const isWrite = definition.method !== 'GET' && definition.reads !== true;
        // The promise of AuthOf: a protected handler never runs without its caller.
        if (!isPublic && !request.auth) {
          throw new AppError('UNAUTHENTICATED', 'Connexion requise.');
        }
        const result = await runWithEvents(events, async () =>
          handler({
            params: (request.decodedParams ?? {}) as never,
            query: request.query as never,
            body: request.body as never,
            auth: request.auth as never,
            optionalAuth: () => options.authenticator.authenticate(request, false),
            authenticateToken: async (token: string) =>
              (await options.authenticator.authenticate(
                { headers: { authorization: `Bearer ${token}` } } as FastifyRequest,
                true,
              )) as AuthContext,
            request,
            reply,
          }),
        ).finally(() => {
          if (isWrite) noteWriteCall();
        });
        if (reply.sent || result === reply) return reply;
        reply.status(definition.status ?? 200);
        if (result instanceof WithExtras)
          return { success: true, [definition.envelope]: result.value, ...result.extras };
        return { success: true, [definition.envelope]: result };
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Names of the contract's endpoints that have a handler (the others answer 501). */
    implementedEndpoints: ReadonlySet<EndpointName>;
  }
  interface FastifyContextConfig {
    endpointName?: string;
  }
}
