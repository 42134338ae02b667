/** The error itself and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23505') return true;
  return false;
}

/** PostgreSQL's foreign_key_violation: the row referred to is gone (deleted by a request running alongside). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23503') return true;
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/**
 * The database is not answering (stopped, restarting, unreachable, out of connections) or a statement ran past
 * the time-out: the request cannot be served now, but nothing is wrong with it.
 */
export function databaseUnavailable(error: unknown): 'down' | 'slow' | null {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (code === '57014') return 'slow';
    if (
      UNAVAILABLE_CODES.has(code) ||
      code.startsWith('08') ||
      message.includes('Connection terminated') ||
      message.includes('timeout exceeded when trying to connect')
    ) {
      return 'down';
    }
  }
  return null;
}
