import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsRoutes } from '../../src/server/db/schema';
import { gpxFile, routeForm, trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MIGRATION = 'src/server/db/migrations/0024_one_distance_and_driving_time.sql';

describe('the migration that keeps a route’s time moving', () => {
  it('gives a route stored before it the time moving the app works out when it stores one', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    // A drive, a pause of an hour (not moving), then standing still for ten minutes, and a point without a time.
    const drive = trackPoints(600);
    const later = Date.parse(drive.at(-1)?.time ?? '') + 3_600_000;
    const standing = Array.from({ length: 10 }, (_, i) => ({
      lat: 39.7,
      lng: -105.1,
      time: new Date(later + i * 60_000).toISOString(),
    }));
    const points = [...drive, ...standing];
    const file = gpxFile(points).replace(
      '<trkpt lat="39.7" lon="-105.1"><time>',
      '<trkpt lat="39.7" lon="-105.1"><time>x',
    );
    expect(
      (await client.post(`/api/trips/${tripId}/route/import`, routeForm(file, 'drive.gpx'))).status,
    ).toBe(200);
    const stored = async () =>
      (await server.database.db.select().from(gpsRoutes).where(eq(gpsRoutes.tripId, tripId)))[0]
        ?.movingSeconds;
    const worked = await stored();
    expect(worked).toBeGreaterThan(590);

    const statements = fs
      .readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => !statement.includes('ADD COLUMN') && !statement.includes('trip_stats'));
    await server.database.db.execute(sql`UPDATE gps_routes SET moving_seconds = 0 WHERE trip_id = ${tripId}`);
    await server.database.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    expect(await stored()).toBeCloseTo(worked as number, 6);
  });
});
