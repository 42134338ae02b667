import type { FastifyRequest } from 'fastify';
import { isRecord } from './checks';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The password of an HTTP Basic `Authorization` header; the user name may be anything. */
function basicPassword(credentials: string): string | null {
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : text(decoded.slice(colon + 1));
}

/**
 * The device token a phone sent: `Authorization: Bearer <token>`, HTTP Basic with the token as password, or
 * `?token=` in the URL; with `idFields` (the OsmAnd protocol) also its `id` or `deviceid` field, or Traccar
 * Client's `device_id`.
 */
export function deviceTokenOf(request: FastifyRequest, { idFields = false } = {}): string | null {
  const header = request.headers.authorization ?? '';
  const [scheme = '', credentials = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme) && text(credentials)) return text(credentials);
  if (/^basic$/i.test(scheme)) {
    const password = basicPassword(credentials);
    if (password) return password;
  }
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  const fromQuery = text(query.token);
  if (fromQuery) return fromQuery;
  if (!idFields) return null;
  return (
    text(query.id) ?? text(query.deviceid) ?? text(body.id) ?? text(body.deviceid) ?? text(body.device_id)
  );
}
