// Kept from database errors: what names the failure, never the values that were being written.
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * Errors as log lines without query parameters: Drizzle's "Failed query" message, and the `params`, `detail`
 * ("Failing row contains …") and `where` of the database's errors, carry the values of the statement, which
 * include password hashes and tokens.
 */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const query = (error as { query?: unknown }).query;
  const message = 'params' in error && typeof query === 'string' ? `Failed query: ${query}` : error.message;
  const type = error.constructor?.name ?? 'Error';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Query fields that carry a phone's device token: the OsmAnd protocol names it `id`. */
const SECRET_QUERY_FIELDS = /([?&](?:token|id|deviceid|device_id)=)[^&#]*/gi;

/** A request's URL as logged: a device token sent in the query (as phone apps send it) is masked. */
export const loggedUrl = (url: string): string =>
  url.startsWith('/api/ingest/') ? url.replace(SECRET_QUERY_FIELDS, '$1…') : url;

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

const serializeRequest = (request: LoggedRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

export const logSerializers = { err: serializeError, req: serializeRequest };
