import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@maisonnee/contract';
import { AppError, type ErrorFields } from '../lib/app-error.ts';

/*
 * One error handler for the whole app: every failure leaves as the error envelope
 * `{ success: false, error: { code, message, fields?, details? } }`. Only AppError messages (written for
 * people, in French) reach the caller; anything unexpected is logged and answered with a generic
 * INTERNAL message, never a stack trace, SQL or internal detail.
 */

export function sendError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  const body: ErrorEnvelope['error'] = {
    code: error.code,
    message: error.message,
  };
  if (error.fields) body.fields = error.fields;
  if (error.details) body.details = error.details;
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: body });
}

const CONTEXT_PREFIX: Record<string, string> = {
  body: '',
  querystring: 'query.',
  params: 'params.',
  headers: 'headers.',
};

/** Field path → message from a schema validation error. */
function fieldsFromValidation(error: FastifyError): ErrorFields {
  const fields: ErrorFields = {};
  const prefix = CONTEXT_PREFIX[error.validationContext ?? 'body'] ?? '';
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      for (const key of unknownKeys)
        fields[prefix + (path ? `${path}.${key}` : String(key))] = 'Champ inconnu.';
      continue;
    }
    const name = prefix + (path || (error.validationContext === 'body' ? 'body' : 'request'));
    fields[name] ??= translateMessage(issue.message ?? 'Valeur invalide.');
  }
  return fields;
}

/** zod's default English messages → French (our own schemas already speak French). */
function translateMessage(message: string): string {
  if (/^Invalid input: expected .*, received undefined$/.test(message))
    return 'Ce champ est obligatoire.';
  const expected = /^Invalid input: expected (\w+), received (\w+)/.exec(message);
  if (expected)
    return `Type invalide : ${TYPE_NAMES[expected[1] as string] ?? expected[1]} attendu.`;
  if (message.startsWith('Invalid option')) return 'Valeur non autorisée.';
  if (message.startsWith('Too small')) return 'Valeur trop petite ou trop courte.';
  if (message.startsWith('Too big')) return 'Valeur trop grande ou trop longue.';
  if (message.startsWith('Invalid input')) return 'Valeur invalide.';
  if (/^[A-Z][a-z]+ [a-z]/.test(message) && /\b(expected|Invalid|must)\b/i.test(message))
    return 'Valeur invalide.';
  return message;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texte',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'liste',
  int: 'entier',
};

/** Seconds a caller waits before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs meaning the database cannot serve now, whatever the request: connection exceptions
 * (class 08), insufficient resources (class 53: too many connections, disk full), operator
 * intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), a query
 * cancelled by `statement_timeout` (57014) and a lock not obtained in time (55P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53)...$|^57P0[1-3]$|^57014$|^55P03$/;

/** Socket errors of a database connection that failed or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool report their own timeouts and dead connections with a message only
 * (no code): connection timeout, pool wait timeout, client-side query timeout, a connection cut
 * mid-query, a client no longer usable. PGlite says it is closed.
 */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|is not queryable|PGlite is closed/i;

/**
 * SQLSTATEs of data the database refused: a byte sequence it cannot store (22021, 22P05: a NUL
 * character), a number out of its column's range (22003), text too long or of the wrong form
 * (22001, 22P02), a date out of range (22007, 22008). The schemas refuse these first; this is
 * the safety net for a value that slipped through, answered as the caller's mistake.
 */
const INVALID_DATA_SQLSTATE = new Set([
  '22021',
  '22P05',
  '22003',
  '22001',
  '22P02',
  '22007',
  '22008',
]);

/** The error and its causes (Drizzle wraps a driver error as `cause`; AggregateError lists several). */
function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  const record = error as Record<string, unknown>;
  yield record;
  if (Array.isArray(record.errors))
    for (const inner of record.errors) yield* errorChain(inner, depth + 1);
  if (record.cause !== undefined) yield* errorChain(record.cause, depth + 1);
}

/**
 * 503 when the database is unavailable, 409 on a unique-index race, 400 when it refused a value;
 * undefined otherwise (a 500).
 */
export function databaseAppError(error: unknown): AppError | undefined {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (
      UNAVAILABLE_SQLSTATE.test(code) ||
      UNAVAILABLE_SOCKET_CODES.has(code) ||
      UNAVAILABLE_MESSAGE.test(message)
    ) {
      return new AppError(
        'SERVICE_UNAVAILABLE',
        'Le service est momentanément indisponible. Réessayez dans quelques secondes.',
        { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      );
    }
    // A unique index refused a row another call just wrote: the race the caller cannot name.
    if (code === '23505') {
      return new AppError(
        'CONFLICT',
        'Cette donnée vient d’être enregistrée par une autre demande. Rechargez puis réessayez.',
      );
    }
    if (INVALID_DATA_SQLSTATE.has(code)) {
      return new AppError('VALIDATION_FAILED', 'Une valeur envoyée est invalide ou hors limites.', {
        fields: { request: 'Valeur invalide ou hors limites.' },
      });
    }
  }
  return undefined;
}

/** Maps framework errors (parsing, limits, validation) to our codes. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', {
      fields: fieldsFromValidation(error),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      // The issue asks for 400 here: a JSON call sent with another content type is a bad request.
      return new AppError(
        'VALIDATION_FAILED',
        'Type de contenu non pris en charge : envoyez du JSON (application/json).',
        {
          fields: { 'content-type': 'application/json attendu.' },
        },
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'Le corps de la requête est vide.', {
        fields: { body: 'Corps JSON attendu.' },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalidJson();
    default:
      break;
  }
  // JSON.parse / secure-json-parse errors (malformed JSON, __proto__ or constructor.prototype keys).
  if (error.statusCode === 400 && (error instanceof SyntaxError || error.name === 'SyntaxError'))
    return invalidJson();
  if (error.statusCode === 413)
    return new AppError('PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
  if (error.statusCode === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge.');
  }
  if (error.statusCode === 429)
    return new AppError('RATE_LIMITED', 'Trop de requêtes : réessayez dans un instant.', {
      retryAfterSeconds: 60,
    });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_FAILED', 'Requête invalide.');
  }
  return databaseAppError(error);
}

const invalidJson = () =>
  new AppError('VALIDATION_FAILED', 'Le corps de la requête n’est pas un JSON valide.', {
    fields: { body: 'JSON invalide ou clé interdite (__proto__, constructor).' },
  });

/**
 * Errors Fastify raises before a route is found (Fastify's `frameworkErrors` option): a path
 * parameter longer than `maxParamLength`, a URL that does not decode. Answered in the envelope,
 * never echoing the URL (Fastify's own body repeats it).
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ code: error.code }, 'request refused before routing');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(
      reply,
      new AppError('URI_TOO_LONG', 'Un paramètre de l’adresse (URL) est trop long.'),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(
      reply,
      new AppError('VALIDATION_FAILED', 'L’adresse (URL) contient un caractère mal encodé.', {
        fields: { url: 'Encodage invalide.' },
      }),
    );
  }
  request.log.error({ err: error }, 'unexpected routing error');
  return sendError(
    reply,
    new AppError('INTERNAL', 'Une erreur interne est survenue. Réessayez plus tard.'),
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      // A declared call not built yet and a database outage are expected states: no stack trace.
      if (appError.code === 'NOT_IMPLEMENTED' || appError.code === 'SERVICE_UNAVAILABLE')
        request.log.warn({ code: appError.code, reason: error.message }, 'request not served');
      else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: appError.code, fields: appError.fields }, 'request refused');
      return sendError(reply, appError);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    return sendError(
      reply,
      new AppError('INTERNAL', 'Une erreur interne est survenue. Réessayez plus tard.'),
    );
  });
}
