import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '../../../common/auth/return-path';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { redirectReply } from '../../http/reply-schemas';
import { startSession } from '../../http/session';
import type { OidcChecks } from '../../providers/oidc/oidc';
import { signInWithOidc } from './oauth-service';

const CHECKS_COOKIE = 'roadbook_oidc';
const CALLBACK_PATH = '/api/callback';

/** What the sign-in keeps in its cookie between leaving for the provider and coming back. */
interface SignInState {
  checks: OidcChecks;
  /** The page to go back to afterwards. */
  next: string;
}

/** `GET /api/login` starts OpenID Connect sign-in when configured; otherwise the sign-in page explains. */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const redirectUri = `${ctx.config.appUrl}${CALLBACK_PATH}`;
  const fail = (error: string) => `/auth?error=${error}`;

  return async (app) => {
    app.get(
      '/api/login',
      {
        schema: {
          tags: ['auth'],
          querystring: z.object({ next: z.string().max(2000).optional() }),
          response: {
            302: redirectReply("To the identity provider, or to the sign-in page when it can't be reached"),
          },
        },
      },
      async (request, reply) => {
        if (!ctx.oidc) return reply.redirect(fail('oauth_unavailable'));
        try {
          const { url, checks } = await ctx.oidc.start(redirectUri);
          const next = safeReturnPath(request.query.next);
          reply.setCookie(CHECKS_COOKIE, JSON.stringify({ checks, next } satisfies SignInState), {
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
      },
    );

    const callbackSchema = {
      tags: ['auth'],
      response: {
        302: redirectReply('Signed in, to the page the sign-in started from; or to the sign-in page'),
      },
    };
    app.get(CALLBACK_PATH, { schema: callbackSchema }, async (request, reply) => {
      const raw = request.cookies[CHECKS_COOKIE];
      reply.clearCookie(CHECKS_COOKIE, { path: CALLBACK_PATH });
      if (!ctx.oidc || !raw) return reply.redirect(fail('oauth_failed'));
      try {
        const { checks, next } = JSON.parse(raw) as SignInState;
        const identity = await ctx.oidc.finish(new URL(request.url, ctx.config.appUrl), checks);
        const user = await signInWithOidc(ctx, identity);
        await startSession(ctx.sessions, request, reply, user);
        return reply.redirect(safeReturnPath(next));
      } catch (error) {
        if (error instanceof HttpError && error.code === 'suspended')
          return reply.redirect(fail('suspended'));
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        return reply.redirect(fail('oauth_failed'));
      }
    });
  };
}
