import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { recognise } from './detect';
import { openImportEntries } from './entries';
import { folderEntries, scratchFolder, sharedSample } from './entries.test-support';
import { polarstepsReader } from './polarsteps';
import { recordingSink } from './recording-sink.test-support';

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const scratch = scratchFolder();
afterAll(() => scratch.remove());

const step = (id: number, fields: Record<string, unknown>) => ({
  id,
  name: null,
  display_name: `Step ${id}`,
  description: null,
  start_time: 1_700_000_000 + id * 86_400,
  end_time: null,
  is_deleted: false,
  location: { name: `Place ${id}`, country_code: 'pt', lat: 38.7 + id / 100, lon: -9.1 },
  ...fields,
});

/** An export as Polarsteps writes it: a trip with steps, one deleted, photos in the steps' folders. */
function exportZip() {
  const trip = 'user_data/trip/portugal_4242';
  return zipSync({
    'user_data/user/user.json': json({ username: 'someone', living_location: { lat: 1, lon: 2 } }),
    [`${trip}/trip.json`]: json({
      id: 4242,
      name: '  Portugal by van ',
      summary: 'Lisbon\u0000 and the coast',
      start_date: 1_700_000_000,
      end_date: null,
      step_count: 4,
      all_steps: [
        step(3, { name: 'Porto', start_time: 1_700_300_000, end_time: 1_700_400_000 }),
        step(1, {
          name: 'Lisbon',
          description: 'Custard tarts',
          location: { lat: 38.72, lon: -9.14, country_code: 'pt' },
        }),
        step(2, { is_deleted: true }),
        step(5, { deleted_at: 1_700_500_000 }),
        step(6, { location: { name: 'Nowhere' } }),
      ],
    }),
    [`${trip}/locations.json`]: json({
      locations: [
        { lat: 38.8, lon: -9.2, time: 1_700_000_200 },
        { lat: 38.7, lon: -9.1, time: 1_700_000_100 },
        { lat: 200, lon: -9.1, time: 1_700_000_300 },
      ],
    }),
    [`${trip}/lisbon_1/photos/tram.jpg`]: jpeg,
    [`${trip}/lisbon_1/photos/IMG_0002.HEIC`]: jpeg,
    [`${trip}/lisbon_1/photos/notes.txt`]: new TextEncoder().encode('not a photo'),
    [`${trip}/lisbon_1/videos/waves.mp4`]: jpeg,
    [`${trip}/deleted-step_2/photos/gone.jpg`]: jpeg,
    [`${trip}/porto_3/photos/bridge.webp`]: jpeg,
    [`${trip}/somewhere-else_77/photos/loose.png`]: jpeg,
    'user_data/trip/broken_7/trip.json': new TextEncoder().encode('{"step_count": 1, "all_steps": [ {'),
  });
}

describe('the Polarsteps reader', () => {
  it('reads the real sample export: the trip, its step and its route', async () => {
    const entries = folderEntries(sharedSample('polarsteps', 'user_data'), 'user_data');
    const claimed = await polarstepsReader.claims(entries);
    expect(claimed.map((entry) => entry.path)).toEqual([
      'user_data/trip/trip-name_00000000/locations.json',
      'user_data/trip/trip-name_00000000/trip.json',
      'user_data/user/user.json',
    ]);
    const recorded = recordingSink();
    await polarstepsReader.read(claimed, recorded.sink, {});
    const trip = recorded.only();
    expect(trip.head).toEqual({
      key: 'polarsteps:0',
      name: 'Trip name',
      summary: 'Lorem ipsum dolor sit amet.',
      startDate: new Date('2025-01-01T01:01:01Z'),
      endDate: new Date('2025-01-01T01:01:01Z'),
    });
    expect(trip.stops).toHaveLength(1);
    expect(trip.stops[0]).toMatchObject({
      name: 'Step name',
      arrival: new Date('2025-01-01T01:01:09Z'),
      departure: null,
      lat: 51.503452,
      lng: -0.120473,
      country: 'GB',
    });
    expect(trip.stops[0]?.description).toMatch(/^Lorem ipsum dolor sit amet consectetur/);
    expect(trip.points).toHaveLength(8);
    expect(trip.points[0]).toEqual({ lat: 51.510618, lng: -0.101005, time: '2025-01-01T01:01:01.000Z' });
    expect(trip.points.at(-1)).toEqual({ lat: 51.505167, lng: -0.120893, time: '2025-01-01T01:01:08.000Z' });
    expect(trip.photos).toEqual([]);
    expect(recorded.skipped).toEqual([]);
  });

  it('reads an export ZIP: steps in time order, deleted ones left out, photos with their step', async () => {
    const opened = await openImportEntries([scratch.write('polarsteps.zip', exportZip())]);
    try {
      const { groups, unclaimed } = await recognise(opened.entries);
      expect(groups.map((group) => group.reader.kind)).toEqual(['polarsteps']);
      expect(unclaimed.map((entry) => entry.path)).toEqual([
        'polarsteps.zip/user_data/trip/portugal_4242/lisbon_1/photos/notes.txt',
      ]);
      const recorded = recordingSink();
      await polarstepsReader.read(groups[0]?.entries ?? [], recorded.sink, {});

      const trip = recorded.only();
      expect(trip.head).toEqual({
        key: 'polarsteps:4242',
        name: 'Portugal by van',
        summary: 'Lisbon and the coast',
        startDate: new Date(1_700_000_000_000),
        endDate: null,
      });
      expect(trip.stops.map((stop) => [stop.name, stop.country])).toEqual([
        ['Lisbon', 'PT'],
        ['Porto', 'PT'],
      ]);
      expect(trip.stops[0]).toMatchObject({ description: 'Custard tarts', lat: 38.72, lng: -9.14 });
      expect(trip.stops[1]).toMatchObject({
        arrival: new Date(1_700_300_000_000),
        departure: new Date(1_700_400_000_000),
      });
      expect(trip.points).toEqual([
        { lat: 38.7, lng: -9.1, time: new Date(1_700_000_100_000).toISOString() },
        { lat: 38.8, lng: -9.2, time: new Date(1_700_000_200_000).toISOString() },
      ]);

      const photos = trip.photos.map(({ photo, stopIndex }) => ({ name: photo.name, stopIndex }));
      expect(photos).toEqual([
        { name: 'IMG_0002.HEIC', stopIndex: 0 },
        { name: 'tram.jpg', stopIndex: 0 },
        { name: 'bridge.webp', stopIndex: 1 },
        { name: 'loose.png', stopIndex: undefined },
      ]);
      const tram = trip.photos.find(({ photo }) => photo.name === 'tram.jpg')?.photo;
      expect(tram).toEqual({
        source: {
          kind: 'entry',
          path: 'polarsteps.zip/user_data/trip/portugal_4242/lisbon_1/photos/tram.jpg',
        },
        name: 'tram.jpg',
        size: jpeg.length,
        takenAt: new Date((1_700_000_000 + 86_400) * 1000),
        lat: 38.72,
        lng: -9.14,
      });
      expect(trip.photos.find(({ photo }) => photo.name === 'loose.png')?.photo.takenAt).toBeUndefined();

      expect(recorded.skipped).toEqual([
        {
          file: 'polarsteps.zip/user_data/trip/portugal_4242/trip.json',
          reason: '1 step of polarsteps.zip/user_data/trip/portugal_4242/trip.json left out: no place given',
        },
        {
          file: 'polarsteps.zip/user_data/trip/portugal_4242',
          reason:
            '1 video of polarsteps.zip/user_data/trip/portugal_4242 left out: photos are imported, not videos',
        },
        {
          file: 'polarsteps.zip/user_data/trip/broken_7/trip.json',
          reason: 'polarsteps.zip/user_data/trip/broken_7/trip.json is not readable JSON',
        },
      ]);
    } finally {
      await opened.close();
    }
  });

  it('claims nothing of files without a Polarsteps trip', async () => {
    const entries = folderEntries(sharedSample('polarsteps', 'user_data', 'user'), 'user');
    expect(await polarstepsReader.claims(entries)).toEqual([]);
  });
});
