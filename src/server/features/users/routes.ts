import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { basicUserSchema, personSchema, userSchema } from '../../../common/contract/users';
import { deleteAccountSchema } from '../../../common/schemas/account-deletion';
import { profileSchema } from '../../../common/schemas/auth';
import { preferencesSchema } from '../../../common/schemas/preferences';
import {
  privacySettingsSchema,
  privacyZoneSchema,
  privacyZonesSchema,
} from '../../../common/schemas/privacy';
import { userSearchQuery } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { authenticated, endSession, requireUser } from '../../http/session';
import { deleteAccount } from './delete-account';
import { toBasicUserDto, toPersonDto, toUserDto } from './presenter';
import {
  findPeople,
  savePrivacyZones,
  updatePreferences,
  updatePrivacySettings,
  updateProfile,
} from './service';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/user', { schema: { tags: ['users'], response: { 200: userSchema } } }, async (request) =>
      toUserDto(requireUser(request)),
    );

    app.delete(
      '/api/user',
      { schema: { tags: ['users'], body: deleteAccountSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteAccount(ctx, requireUser(request), request.body, {
          sessionToken: request.sessionToken,
          ip: request.ip,
        });
        await endSession(ctx.sessions, request, reply);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/basic-user',
      { schema: { tags: ['users'], response: { 200: basicUserSchema } } },
      async (request) => toBasicUserDto(requireUser(request)),
    );

    app.get(
      '/api/users/search',
      { schema: { tags: ['users'], querystring: userSearchQuery, response: { 200: z.array(personSchema) } } },
      async (request) => (await findPeople(ctx, requireUser(request), request.query.q)).map(toPersonDto),
    );

    app.patch(
      '/api/user/profile',
      { schema: { tags: ['users'], body: profileSchema, response: { 200: userSchema } } },
      async (request) => {
        const user = requireUser(request);
        return toUserDto(await updateProfile(ctx, user.id, request.body));
      },
    );

    app.patch(
      '/api/user/privacy',
      { schema: { tags: ['users'], body: privacySettingsSchema, response: { 200: userSchema } } },
      async (request) => toUserDto(await updatePrivacySettings(ctx, requireUser(request).id, request.body)),
    );

    app.patch(
      '/api/user/preferences',
      { schema: { tags: ['users'], body: preferencesSchema, response: { 200: userSchema } } },
      async (request) => toUserDto(await updatePreferences(ctx, requireUser(request).id, request.body)),
    );

    app.get(
      '/api/user/privacy-zones',
      { schema: { tags: ['users'], response: { 200: z.array(privacyZoneSchema) } } },
      async (request) => requireUser(request).privacyZones,
    );

    app.put(
      '/api/user/privacy-zones',
      {
        schema: { tags: ['users'], body: privacyZonesSchema, response: { 200: z.array(privacyZoneSchema) } },
      },
      async (request) => savePrivacyZones(ctx, requireUser(request).id, request.body),
    );
  };
}
