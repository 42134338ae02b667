import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { startSession } from '../../http/session';
import type { OidcChecks } from '../../providers/oidc/oidc';
import { signInWithOidc } from './oauth-service';

const CHECKS_COOKIE = 'roadbook_oidc';
const CALLBACK_PATH = '/api/callback';

/** `GET /api/login` starts OpenID Connect sign-in when configured; otherwise the sign-in page explains. */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const redirectUri = `${ctx.config.appUrl}${CALLBACK_PATH}`;
  const fail = (error: string) => `/auth?error=${error}`;

  return async (app) => {
    app.get('/api/login', { schema: { tags: ['auth'] } }, async (request, reply) => {
      if (!ctx.oidc) return reply.redirect(fail('oauth_unavailable'));
      try {
        const { url, checks } = await ctx.oidc.start(redirectUri);
        reply.setCookie(CHECKS_COOKIE, JSON.stringify(checks), {
          path: CALLBACK_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          maxAge: 10 * 60,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider unreachable');
        return reply.redirect(fail('oauth_unavailable'));
      }
    });

    app.get(CALLBACK_PATH, { schema: { tags: ['auth'] } }, async (request, reply) => {
      const raw = request.cookies[CHECKS_COOKIE];
      reply.clearCookie(CHECKS_COOKIE, { path: CALLBACK_PATH });
      if (!ctx.oidc || !raw) return reply.redirect(fail('oauth_failed'));
      try {
        const checks = JSON.parse(raw) as OidcChecks;
        const identity = await ctx.oidc.finish(new URL(request.url, ctx.config.appUrl), checks);
        const user = await signInWithOidc(ctx, identity);
        await startSession(ctx.sessions, request, reply, user);
        return reply.redirect('/');
      } catch (error) {
        if (error instanceof HttpError && error.code === 'suspended')
          return reply.redirect(fail('suspended'));
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        return reply.redirect(fail('oauth_failed'));
      }
    });
  };
}
