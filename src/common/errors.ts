/**
 * Every code an error body may carry, with the HTTP status it travels with. Clients branch on the code, never
 * on the status.
 */
export const ERROR_STATUS = {
  validation: 400,
  immich_key_refused: 400,
  immich_unreachable: 400,
  immich_not_immich: 400,
  unauthorized: 401,
  password_required: 401,
  payment_declined: 402,
  forbidden: 403,
  admin_required: 403,
  password_incorrect: 403,
  fresh_sign_in_required: 403,
  plan_required: 403,
  suspended: 403,
  not_found: 404,
  conflict: 409,
  last_admin: 409,
  payment_reused: 409,
  import_not_ready: 409,
  idempotency_reply_lost: 409,
  too_large: 413,
  quota_exceeded: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  not_configured: 503,
  payments_unavailable: 503,
  database_unavailable: 503,
  not_ready: 503,
  provider_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What an error answer carries; a plain type, so the browser's first load needs no schema library for it. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Every problem of a validation failure, the first of which is `message`. */
  errors?: { path: string; message: string }[];
  /** The request id of an unexpected failure, as written in the server's log. */
  reference?: string;
  /** With `conflict` from a stale edit: the thing as it is stored now. */
  current?: unknown;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
