import { REFUSAL_STATUS } from '@maisonnee/domain';
import { z } from 'zod';

/*
 * Every error code the API answers with, and its HTTP status (ARCHITECTURE §3, docs/errors.md).
 * The general codes describe what went wrong with the request; the business refusals (from
 * `@maisonnee/domain`) name the rule that refused it, so that a screen picks its message from the
 * code alone.
 */
export const GENERAL_ERROR_STATUS = {
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
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const;

export const ERROR_STATUS = { ...GENERAL_ERROR_STATUS, ...REFUSAL_STATUS } as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The error envelope: `fields` for invalid input (field → message), `details` for a refusal's facts. */
export const errorEnvelopeSchema = z.strictObject({
  success: z.literal(false),
  error: z.strictObject({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
