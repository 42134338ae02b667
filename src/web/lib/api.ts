import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK HTTP response; the message is `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, text || response.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The text worth showing to a person: the server's `message` when there is one. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return error.message;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // a plain-text body is the message itself
  }
  return match[1];
}

/** True for failures another endpoint might not share: a 5xx answer or no answer at all. */
export function isServerOrNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}
