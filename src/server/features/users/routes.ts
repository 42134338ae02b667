import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '../../../common/schemas/auth';
import { userSearchQuery } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { maskEmail } from '../sharing/presenter';
import { toBasicUserDto, toUserDto } from './presenter';
import { searchUsers } from './repo';
import { updateProfile } from './service';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/user', { schema: { tags: ['users'] } }, async (request) => toUserDto(requireUser(request)));

    app.get('/api/basic-user', { schema: { tags: ['users'] } }, async (request) =>
      toBasicUserDto(requireUser(request)),
    );

    app.get(
      '/api/users/search',
      { schema: { tags: ['users'], querystring: userSearchQuery } },
      async (request) => {
        const found = await searchUsers(ctx.db, request.query.q, requireUser(request).id);
        return found.map((user) => ({
          id: user.id,
          username: user.username,
          firstName: user.firstName,
          email: maskEmail(user.email),
        }));
      },
    );

    app.patch('/api/user/profile', { schema: { tags: ['users'], body: profileSchema } }, async (request) => {
      const user = requireUser(request);
      return toUserDto(await updateProfile(ctx, user.id, request.body));
    });
  };
}
