import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripIdParams } from '../../../common/schemas/trips';
import { compareStops } from '../../../common/trips/stop-rules';
import { tripDays } from '../../../common/trips/trip-rules';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { toPhotoDto } from '../photos/presenter';
import { listPhotosOfTrip } from '../photos/repo';
import { toStopDto } from '../stops/presenter';
import { listStopsOfTrip } from '../stops/repo';
import { toTripDto } from '../trips/presenter';

/** What the browser needs to build the PDF travel guide. */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/export/data',
      { schema: { tags: ['export'], params: tripIdParams } },
      async (request) => {
        const { trip } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
        const [stops, photos] = await Promise.all([
          listStopsOfTrip(ctx.db, trip.id),
          listPhotosOfTrip(ctx.db, trip.id),
        ]);
        const photoDtos = photos.map(toPhotoDto);
        const photosByStop: Record<string, typeof photoDtos> = {};
        for (const photo of photoDtos) {
          if (photo.stopId === null) continue;
          const key = String(photo.stopId);
          photosByStop[key] = [...(photosByStop[key] ?? []), photo];
        }
        return {
          trip: toTripDto(trip),
          stops: stops.sort(compareStops).map(toStopDto),
          photos: photoDtos,
          photosByStop,
          metadata: {
            totalStops: stops.length,
            totalPhotos: photos.length,
            duration: tripDays(trip.startDate, trip.endDate),
          },
        };
      },
    );
  };
}
