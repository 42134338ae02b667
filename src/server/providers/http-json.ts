import { ProviderError } from './provider-error';

/** The provider's own words for a failure, from the usual error shapes of AI APIs. */
function providerMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
    if (typeof (body as { message?: unknown }).message === 'string')
      return (body as { message: string }).message;
  }
  return fallback;
}

/**
 * Calls an outside service and parses its JSON answer. Time-outs, unreachable hosts and error answers become
 * ProviderErrors that carry the service's own message.
 */
export async function requestJson<T>(
  service: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new ProviderError('timeout', `${service} did not answer within ${timeoutMs / 1000} seconds`);
    }
    throw new ProviderError('failed', `${service} could not be reached`, { passing: true });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ProviderError(
      'failed',
      `${service} answered ${response.status}: ${providerMessage(body, text.slice(0, 200) || response.statusText)}`,
      { passing: response.status >= 500 || response.status === 429 },
    );
  }
  if (body === undefined) throw new ProviderError('failed', `${service} answered without JSON`);
  return body as T;
}
