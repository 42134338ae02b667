import { describe, expect, it } from 'vitest';
import { diskEntry, memoryEntry, sharedSample } from './entries.test-support';
import { googleRecordsReader } from './google-records';
import { POINT_BATCH } from './point-batches';
import { recordingSink } from './recording-sink.test-support';

const records = (locations: unknown[]) => JSON.stringify({ locations });

describe('the Google Records reader', () => {
  it('reads the real Takeout sample: every fix a point of the one Google trip', async () => {
    const entry = diskEntry(sharedSample('google', 'Records.json'));
    expect(await googleRecordsReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleRecordsReader.read([entry], recorded.sink, {});
    const trip = recorded.only();
    expect(trip.head).toEqual({
      key: 'google',
      name: null,
      summary: null,
      startDate: new Date('2013-04-15T06:31:26.860Z'),
      endDate: new Date('2013-04-15T08:53:31.548Z'),
    });
    expect(trip.points).toHaveLength(95);
    expect(trip.points[0]).toEqual({ lat: 52.5121303, lng: 13.4309551, time: '2013-04-15T06:31:26.860Z' });
    expect(trip.stops).toEqual([]);
    expect(recorded.skipped).toEqual([]);
  });

  it('reads times in milliseconds, negative and overflowed E7 values, and altitudes', async () => {
    const entry = memoryEntry(
      'Location History.json',
      records([
        { latitudeE7: -338_688_197, longitudeE7: 1_512_092_955, timestampMs: '1500000000000', altitude: 12 },
        // A southern latitude written unsigned by an older export: 2³² less 61,228,419.
        { latitudeE7: 4_233_738_877, longitudeE7: 1_066_510_714, timestampMs: '1500000060000' },
        { latitudeE7: 1_200_000_000, longitudeE7: 10, timestamp: '2017-07-14T02:42:00Z' },
        { latitudeE7: 10, longitudeE7: 10 },
        { latitudeE7: 10, longitudeE7: 10, timestamp: '2017-07-14T02:43:00Z', accuracy: 1500 },
      ]),
    );
    expect(await googleRecordsReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleRecordsReader.read([entry], recorded.sink, {});
    expect(recorded.only().points).toEqual([
      { lat: -33.8688197, lng: 151.2092955, time: '2017-07-14T02:40:00.000Z', ele: 12 },
      { lat: -6.1228419, lng: 106.6510714, time: '2017-07-14T02:41:00.000Z' },
    ]);
    expect(recorded.skipped).toEqual([
      {
        file: 'Location History.json',
        reason: '1 location of Location History.json left out: not a place on Earth',
      },
      { file: 'Location History.json', reason: '1 location of Location History.json left out: no time' },
    ]);
  });

  it('hands over only what is inside the range asked for, in batches', async () => {
    const start = Date.UTC(2020, 0, 1);
    const locations = Array.from({ length: 3 * POINT_BATCH }, (_, i) => ({
      latitudeE7: 480_000_000 + i,
      longitudeE7: 110_000_000,
      timestamp: new Date(start + i * 1000).toISOString(),
    }));
    const entry = memoryEntry('Records.json', records(locations));
    const recorded = recordingSink();
    const from = new Date(start + 1000 * 1000);
    const to = new Date(start + 13_000 * 1000);
    await googleRecordsReader.read([entry], recorded.sink, { from, to });
    const trip = recorded.only();
    expect(trip.points).toHaveLength(12_001);
    expect(trip.batches).toEqual([POINT_BATCH, POINT_BATCH, 2001]);
    expect(trip.head.startDate).toEqual(from);
    expect(trip.head.endDate).toEqual(to);
    // Handed first when the first point came, again with the dates once all was read.
    expect(trip.heads).toBe(2);
  });

  it('gives no trip when nothing is inside the range', async () => {
    const recorded = recordingSink();
    await googleRecordsReader.read([diskEntry(sharedSample('google', 'Records.json'))], recorded.sink, {
      from: new Date('2020-01-01'),
    });
    expect(recorded.trips.size).toBe(0);
  });

  it('keeps what came before the damage of a file that breaks off, and names it', async () => {
    const entry = memoryEntry(
      'Records.json',
      records([{ latitudeE7: 1, longitudeE7: 1, timestamp: '2020-01-01T00:00:00Z' }]).slice(0, -2),
    );
    const recorded = recordingSink();
    await googleRecordsReader.read([entry], recorded.sink, {});
    expect(recorded.only().points).toHaveLength(1);
    expect(recorded.skipped).toEqual([
      { file: 'Records.json', reason: 'Records.json breaks off or is damaged; what came before it was read' },
    ]);
  });

  it('claims no other JSON', async () => {
    const polarsteps = diskEntry(
      sharedSample('polarsteps', 'user_data', 'trip', 'trip-name_00000000', 'locations.json'),
    );
    const semantic = diskEntry(sharedSample('google', 'semantic_history.json'));
    expect(await googleRecordsReader.claims([polarsteps, semantic])).toEqual([]);
  });
});
