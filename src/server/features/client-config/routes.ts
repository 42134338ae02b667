import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsSetUp, ServicesSetUp } from '../../../common/services';
import type { AppContext } from '../../context';
import { getUploadSettings } from '../settings';

const clientConfigSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  places: z.enum(['gazetteer', 'geocoder']),
  supportEmail: z.string(),
  maxPhotoSizeMb: z.number(),
  services: z.object({ transcription: z.boolean(), aiDescriptions: z.boolean(), mail: z.boolean() }),
  payments: z.enum(['stripe', 'sandbox', 'none']),
});
const schema = { tags: ['config'], response: { 200: clientConfigSchema } };

/** What the browser needs to know of the server's configuration; nothing secret. */
export function clientConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/config', { schema }, async () => ({
      tileUrl: ctx.config.map.tileUrl,
      tileAttribution: ctx.config.map.tileAttribution,
      places: ctx.places.kind,
      supportEmail: ctx.config.supportEmail,
      /** The largest photo an upload takes, in MB, as an administrator set it. */
      maxPhotoSizeMb: (await getUploadSettings(ctx.db)).maxUploadSize,
      services: {
        transcription: ctx.transcriber !== null,
        aiDescriptions: ctx.describer.source !== 'offline',
        mail: ctx.mailer.kind === 'smtp',
      } satisfies ServicesSetUp,
      /** How plans are paid for here; `none` sells no plan (promo codes still raise them). */
      payments: (ctx.payments?.kind ?? ('none' as const)) satisfies PaymentsSetUp,
    }));
  };
}
