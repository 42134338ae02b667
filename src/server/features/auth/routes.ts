import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/contract/fields';
import { userSchema } from '../../../common/contract/users';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { endSession, startSession } from '../../http/session';
import { toUserDto } from '../users';
import { login, register, requestPasswordReset, resetPassword } from './service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/register',
      { schema: { tags: ['auth'], body: registerSchema, response: { 201: userSchema } } },
      async (request, reply) => {
        const user = await register(ctx, request.body, request.ip);
        await startSession(ctx.sessions, request, reply, user);
        return reply.code(201).send(toUserDto(user));
      },
    );

    for (const path of ['/api/login', '/api/basic-login']) {
      app.post(
        path,
        { schema: { tags: ['auth'], body: loginSchema, response: { 200: userSchema } } },
        async (request, reply) => {
          const user = await login(ctx, request.body, request.ip);
          await startSession(ctx.sessions, request, reply, user);
          return toUserDto(user);
        },
      );
    }

    app.post(
      '/api/logout',
      { schema: { tags: ['auth'], response: { 200: messageSchema } } },
      async (request, reply) => {
        await endSession(ctx.sessions, request, reply);
        return { message: 'Logged out' };
      },
    );

    app.post(
      '/api/forgot-password',
      { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        return { message: await requestPasswordReset(ctx, request.body.email, request.ip) };
      },
    );

    app.post(
      '/api/reset-password',
      { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { message: 'Password reset successful' };
      },
    );
  };
}
