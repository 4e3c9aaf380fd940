/** Error codes of the envelope and their HTTP status (ARCHITECTURE §3). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_ID: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_VALIDATED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field path → French message, for VALIDATION_FAILED. */
export type ErrorFields = Record<string, string>;

/**
 * An error meant for the caller: its code, a French message for people, and optionally the
 * offending fields. Anything else thrown in the app becomes a generic INTERNAL error.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: ErrorFields | undefined;
  /** Seconds, sent as the Retry-After header (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: ErrorFields; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message = 'Ressource introuvable.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const validationFailed = (
  fields: ErrorFields,
  message = 'Certains champs sont invalides.',
) => new AppError('VALIDATION_FAILED', message, { fields });
