import { ERROR_STATUS, type ErrorCode } from '@maisonnee/contract';
import type { RefusalCode, RefusalDetails, RuleResult } from '@maisonnee/domain';

export { ERROR_STATUS, type ErrorCode };

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
  /** Facts of a business refusal, sent as `error.details` (the distance of a refused check-in). */
  readonly details: RefusalDetails | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: ErrorFields; retryAfterSeconds?: number; details?: RefusalDetails } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export const notFound = (message = 'Ressource introuvable.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") =>
  new AppError('FORBIDDEN', message);
/** A generic 409 for a race the caller cannot name (idempotency); business rules use `refusal`. */
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** A business refusal with its own code (409 or 422, `REFUSAL_STATUS`). */
export const refusal = (code: RefusalCode, message: string, details?: RefusalDetails) =>
  new AppError(code, message, details ? { details } : {});

/** Throws the refusal of a domain rule; does nothing when the rule allows the move. */
export function assertAllowed(result: RuleResult): void {
  if (!result.ok) throw refusal(result.code, result.reason, result.details);
}
export const validationFailed = (
  fields: ErrorFields,
  message = 'Certains champs sont invalides.',
) => new AppError('VALIDATION_FAILED', message, { fields });
