import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The version an edit started from, from its If-Match header (`3`, `"3"` or `W/"3"`); undefined without one
 * (or with `*`): the edit then applies whatever the version, last write wins.
 */
export function versionFromIfMatch(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match must be the version the edit started from, such as "3"');
  return Number(match[1]);
}
