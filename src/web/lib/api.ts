import { type ErrorCode, isErrorCode } from '../../common/errors';

/** A non-OK HTTP response, read once: the server's `message` and `code` when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable error code; null when the answer did not come from the API. */
    readonly code: ErrorCode | null,
    /** With `conflict` from a stale edit: the thing as it is stored now. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An error answer's text as an ApiError: `{ message, code }` from the API, or the text itself otherwise. */
export function apiErrorFrom(status: number, text: string, statusText = ''): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const code = 'code' in body && isErrorCode(body.code) ? body.code : null;
      return new ApiError(status, body.message, code, 'current' in body ? body.current : undefined);
    }
  } catch {
    // a plain-text body is the message itself
  }
  return new ApiError(status, text || statusText || `HTTP ${status}`, null);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorFrom(response.status, await response.text(), response.statusText);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const isForm = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(data === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...extraHeaders,
    },
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

/** The JSON a GET answers; a non-OK answer throws an ApiError. */
export async function getJson<T>(url: string): Promise<T> {
  return (await apiRequest('GET', url)).json();
}

/** The text worth showing to a person: the server's `message` when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The version an edit starts from, sent so that a stale edit is answered 409 instead of overwriting. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** The server's code for a failed request, or null for anything else. */
export function errorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

const SERVER_SIDE: readonly ErrorCode[] = [
  'internal',
  'provider_failed',
  'provider_timeout',
  'not_configured',
];

/** True for failures another endpoint might not share: a server-side failure or no answer at all. */
export function isServerOrNetworkError(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.code === null ? error.status >= 500 : SERVER_SIDE.includes(error.code);
  return error instanceof TypeError;
}
