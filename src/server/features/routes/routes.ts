import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { simplifyForDisplay } from '../../../common/routes/geometry';
import { latitudeField, longitudeField } from '../../../common/schemas/stops';
import { tripIdParams } from '../../../common/schemas/trips';
import { compareStops } from '../../../common/trips/stop-rules';
import type { AppContext } from '../../context';
import { authenticated, requireUser } from '../../http/session';
import { requireTripReader } from '../access/trip-access';
import { listStopsOfTrip } from '../stops/repo';
import { exportFileName, toGeoJson, toGpx } from './export-formats';
import { findRouteOfTrip } from './repo';
import { appendRecordedPoints, clearRoute, importRoute } from './service';

const pointsSchema = z.object({
  points: z
    .array(
      z.object({
        lat: latitudeField,
        lng: longitudeField,
        time: z.iso.datetime({ offset: true, error: 'Point time must be an ISO date-time' }).optional(),
        ele: z.number().optional(),
      }),
      { error: 'Points must be a list' },
    )
    .min(1, 'Send at least one point')
    .max(5000, 'Send at most 5000 points at a time'),
});

export function gpsRouteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/trips/:id/route',
      { schema: { tags: ['routes'], params: tripIdParams } },
      async (request) => {
        const { trip } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
        const route = await findRouteOfTrip(ctx.db, trip.id);
        const points = route?.routeData ?? [];
        return {
          tripId: trip.id,
          routeData: simplifyForDisplay(points),
          pointCount: points.length,
          totalDistance: route?.totalDistance ?? 0,
          updatedAt: route?.updatedAt ?? null,
        };
      },
    );

    app.post(
      '/api/trips/:id/route/import',
      { schema: { tags: ['routes'], params: tripIdParams, consumes: ['multipart/form-data'] } },
      async (request) => importRoute(ctx, requireUser(request), request.params.id, request),
    );

    app.post(
      '/api/trips/:id/route/points',
      { schema: { tags: ['routes'], params: tripIdParams, body: pointsSchema }, bodyLimit: 2 * 1024 * 1024 },
      async (request) =>
        appendRecordedPoints(ctx, requireUser(request), request.params.id, request.body.points),
    );

    app.delete(
      '/api/trips/:id/route',
      { schema: { tags: ['routes'], params: tripIdParams } },
      async (request) => {
        await clearRoute(ctx, requireUser(request), request.params.id);
        return { message: 'Route cleared' };
      },
    );

    for (const format of ['gpx', 'geojson'] as const) {
      app.get(
        `/api/trips/:id/export.${format}`,
        { schema: { tags: ['routes'], params: tripIdParams } },
        async (request, reply) => {
          const { trip } = await requireTripReader(ctx.db, requireUser(request), request.params.id);
          const [stops, route] = await Promise.all([
            listStopsOfTrip(ctx.db, trip.id),
            findRouteOfTrip(ctx.db, trip.id),
          ]);
          const ordered = stops.sort(compareStops);
          const points = route?.routeData ?? [];
          reply.header('content-disposition', `attachment; filename="${exportFileName(trip, format)}"`);
          return format === 'gpx'
            ? reply.type('application/gpx+xml').send(toGpx(trip, ordered, points))
            : reply.type('application/geo+json').send(JSON.stringify(toGeoJson(trip, ordered, points)));
        },
      );
    }
  };
}
