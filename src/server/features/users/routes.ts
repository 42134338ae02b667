import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toBasicUserDto, toUserDto } from './presenter';
import { updateProfile } from './service';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/user', { schema: { tags: ['users'] } }, async (request) => toUserDto(requireUser(request)));

    app.get('/api/basic-user', { schema: { tags: ['users'] } }, async (request) =>
      toBasicUserDto(requireUser(request)),
    );

    app.patch('/api/user/profile', { schema: { tags: ['users'], body: profileSchema } }, async (request) => {
      const user = requireUser(request);
      return toUserDto(await updateProfile(ctx, user.id, request.body));
    });
  };
}
