import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/contract/fields';
import {
  createdShareSchema,
  publicLinkSchema,
  receivedShareSchema,
  tripShareSchema,
} from '../../../common/contract/sharing';
import {
  createShareSchema,
  publicLinkSettingsSchema,
  shareIdParams,
  shareSettingsSchema,
} from '../../../common/schemas/sharing';
import { tripIdParams } from '../../../common/schemas/trips';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { toCreatedShareDto, toPublicLinkDto, toReceivedShareDto, toTripShareDto } from './presenter';
import {
  changeShareSettings,
  createPublicLink,
  publicLinkOf,
  removeShare,
  revokePublicLink,
  sharesHeldBy,
  sharesOfTrip,
  shareTrip,
} from './service';

export function sharingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/shared-trips',
      { schema: { tags: ['sharing'], response: { 200: z.array(receivedShareSchema) } } },
      async (request) => (await sharesHeldBy(ctx, requireUser(request))).map(toReceivedShareDto),
    );

    app.post(
      '/api/trips/:id/share',
      {
        schema: {
          tags: ['sharing'],
          params: tripIdParams,
          body: createShareSchema,
          response: { 201: createdShareSchema },
        },
      },
      async (request, reply) => {
        const share = await shareTrip(ctx, requireUser(request), request.params.id, request.body);
        return reply.code(201).send(toCreatedShareDto(share));
      },
    );

    app.get(
      '/api/trips/:id/shares',
      { schema: { tags: ['sharing'], params: tripIdParams, response: { 200: z.array(tripShareSchema) } } },
      async (request) =>
        (await sharesOfTrip(ctx, requireUser(request), request.params.id)).map(toTripShareDto),
    );

    app.delete(
      '/api/trip-shares/:shareId',
      { schema: { tags: ['sharing'], params: shareIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await removeShare(ctx, requireUser(request), request.params.shareId);
        return { message: 'Share removed' };
      },
    );

    app.patch(
      '/api/trip-shares/:shareId',
      {
        schema: {
          tags: ['sharing'],
          params: shareIdParams,
          body: shareSettingsSchema,
          response: { 200: createdShareSchema },
        },
      },
      async (request) =>
        toCreatedShareDto(
          await changeShareSettings(ctx, requireUser(request), request.params.shareId, request.body),
        ),
    );

    app.get(
      '/api/trips/:id/public-link',
      { schema: { tags: ['sharing'], params: tripIdParams, response: { 200: publicLinkSchema.nullable() } } },
      async (request) => {
        const link = await publicLinkOf(ctx, requireUser(request), request.params.id);
        return link && toPublicLinkDto(link);
      },
    );

    app.post(
      '/api/trips/:id/public-link',
      {
        schema: {
          tags: ['sharing'],
          params: tripIdParams,
          body: publicLinkSettingsSchema,
          response: { 200: publicLinkSchema },
        },
      },
      async (request) =>
        toPublicLinkDto(await createPublicLink(ctx, requireUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/trips/:id/public-link',
      { schema: { tags: ['sharing'], params: tripIdParams, response: { 200: messageSchema } } },
      async (request) => {
        await revokePublicLink(ctx, requireUser(request), request.params.id);
        return { message: 'Public link removed' };
      },
    );
  };
}
