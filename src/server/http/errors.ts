import { ERROR_STATUS, type ErrorCode } from '../../common/errors';

/** An error meant for the client: `{ message, code }` with the status its code travels with. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the body, such as the current data of a stale edit. */
    readonly extra: { current?: unknown } = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new HttpError('validation', message);
export const unauthorized = (message = 'Unauthorized') => new HttpError('unauthorized', message);
export const forbidden = (message = 'Forbidden') => new HttpError('forbidden', message);
export const notFound = (message = 'Not found') => new HttpError('not_found', message);
export const conflict = (message: string) => new HttpError('conflict', message);
export const STALE_EDIT = 'Someone else changed this while you were editing';
/** An edit made from an older version than the stored one: 409 with what is stored now. */
export const staleEdit = (current: unknown) => new HttpError('conflict', STALE_EDIT, {}, { current });
export const payloadTooLarge = (message: string) => new HttpError('too_large', message);
export const serviceUnavailable = (message: string) => new HttpError('not_configured', message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
) =>
  new HttpError('rate_limited', message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export { isUniqueViolation } from '../db/errors';
