import { z } from 'zod';

/**
 * Every code an error body may carry, with the HTTP status it travels with. Clients branch on the code, never
 * on the status.
 */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  password_required: 401,
  payment_declined: 402,
  forbidden: 403,
  admin_required: 403,
  plan_required: 403,
  suspended: 403,
  not_found: 404,
  conflict: 409,
  payment_reused: 409,
  too_large: 413,
  quota_exceeded: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  not_configured: 503,
  database_unavailable: 503,
  provider_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Every problem of a validation failure, the first of which is `message`. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The request id of an unexpected failure, as written in the server's log. */
  reference: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
