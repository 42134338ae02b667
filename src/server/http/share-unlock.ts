import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One cookie per password-protected link, named after the link, so unlocking one link opens no other. It is
 * sent site-wide because the link's files (`/uploads/…?share=`) are read outside its path.
 */
const cookieName = (token: string) =>
  `roadbook_link_${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`;

export const readUnlockCookie = (request: FastifyRequest, token: string): string | undefined =>
  request.cookies[cookieName(token)];

export function setUnlockCookie(reply: FastifyReply, token: string, value: string, expires: Date): void {
  reply.setCookie(cookieName(token), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires,
  });
}
