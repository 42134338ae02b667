import { describe, expect, it } from 'vitest';
import { diskEntry, memoryEntry, sharedSample } from './entries.test-support';
import { googleSemanticReader } from './google-semantic';
import { recordingSink } from './recording-sink.test-support';

const month = (timelineObjects: unknown[]) => JSON.stringify({ timelineObjects });

const visit = (name: string | null, latE7: number, start: string, end: string, address?: string) => ({
  placeVisit: {
    location: { latitudeE7: latE7, longitudeE7: 20_000_000, name, address, placeId: 'x' },
    duration: { startTimestamp: start, endTimestamp: end },
  },
});

describe('the Google Semantic Location History reader', () => {
  it('reads the real sample: its activity segments as the route, spread over their times', async () => {
    const entry = diskEntry(
      sharedSample('google', 'semantic_history.json'),
      'Semantic Location History/2013/2013_DECEMBER.json',
    );
    expect(await googleSemanticReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleSemanticReader.read([entry], recorded.sink, {});
    const trip = recorded.only();
    expect(trip.stops).toEqual([]);
    expect(trip.points).toHaveLength(6);
    expect(trip.points[0]).toEqual({ lat: 53.340744, lng: 83.7026901, time: '2013-12-01T07:05:14.222Z' });
    expect(trip.points[1]).toEqual({ lat: 53.3410301, lng: 83.705101, time: '2013-12-01T07:11:13.214Z' });
    expect(trip.points.at(-1)).toEqual({
      lat: 53.3481369,
      lng: 83.7608337,
      time: '2013-12-01T09:11:45.637Z',
    });
    expect(trip.head).toMatchObject({
      key: 'google',
      name: null,
      startDate: new Date('2013-12-01T07:05:14.222Z'),
      endDate: new Date('2013-12-01T09:11:45.637Z'),
    });
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const entry = diskEntry(sharedSample('google', 'semantic_history_with_bom.json'));
    expect(await googleSemanticReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleSemanticReader.read([entry], recorded.sink, {});
    expect(recorded.only().points).toEqual([
      { lat: 60.4518, lng: 22.2666, time: '2024-01-01T10:00:00.000Z' },
      { lat: 60.4519, lng: 22.2667, time: '2024-01-01T10:30:00.000Z' },
    ]);
    expect(recorded.skipped).toEqual([]);
  });

  it('makes stops of visits, reads raw paths, and the months in order into the one trip', async () => {
    const march = memoryEntry(
      'Semantic Location History/2019/2019_MARCH.json',
      month([
        visit(
          'Old Town',
          500_000_000,
          '2019-03-30T10:00:00Z',
          '2019-03-30T12:00:00Z',
          'Main Square 1\nKraków',
        ),
        {
          activitySegment: {
            startLocation: { latitudeE7: 500_000_000, longitudeE7: 20_000_000 },
            endLocation: { latitudeE7: 510_000_000, longitudeE7: 20_000_000 },
            duration: {
              startTimestampMs: String(Date.parse('2019-03-30T12:00:00Z')),
              endTimestampMs: String(Date.parse('2019-03-30T13:00:00Z')),
            },
            simplifiedRawPath: {
              points: [
                {
                  latE7: 505_000_000,
                  lngE7: 20_000_000,
                  timestampMs: String(Date.parse('2019-03-30T12:20:00Z')),
                },
                { latE7: 506_000_000, lngE7: 20_000_000 },
              ],
            },
          },
        },
      ]),
    );
    const april = memoryEntry(
      'Semantic Location History/2019/2019_APRIL.json',
      month([
        visit(null, 510_000_000, '2019-04-01T08:00:00Z', '2019-04-01T09:00:00Z', 'Rynek 2\nWrocław'),
        visit(null, 999_999_999, '2019-04-02T08:00:00Z', '2019-04-02T09:00:00Z'),
      ]),
    );
    const recorded = recordingSink();
    // Sent in any order: April's name sorts before March's.
    await googleSemanticReader.read([april, march], recorded.sink, {});
    const trip = recorded.only();
    expect(trip.stops).toEqual([
      {
        name: 'Old Town',
        description: 'Main Square 1\nKraków',
        arrival: new Date('2019-03-30T10:00:00Z'),
        departure: new Date('2019-03-30T12:00:00Z'),
        lat: 50,
        lng: 2,
        country: null,
      },
      {
        name: 'Rynek 2',
        description: null,
        arrival: new Date('2019-04-01T08:00:00Z'),
        departure: new Date('2019-04-01T09:00:00Z'),
        lat: 51,
        lng: 2,
        country: null,
      },
    ]);
    expect(trip.points).toEqual([
      { lat: 50, lng: 2, time: '2019-03-30T12:00:00.000Z' },
      { lat: 50.5, lng: 2, time: '2019-03-30T12:20:00.000Z' },
      // No time of its own: its place in the segment's time (the third of four points).
      { lat: 50.6, lng: 2, time: '2019-03-30T12:40:00.000Z' },
      { lat: 51, lng: 2, time: '2019-03-30T13:00:00.000Z' },
    ]);
    expect(trip.head.startDate).toEqual(new Date('2019-03-30T10:00:00Z'));
    expect(trip.head.endDate).toEqual(new Date('2019-04-01T09:00:00Z'));
    expect(recorded.skipped).toEqual([
      {
        file: 'Semantic Location History/2019/2019_APRIL.json',
        reason: '1 place of Semantic Location History/2019/2019_APRIL.json left out: no place on Earth',
      },
    ]);
  });

  it('hands over only what is inside the range asked for', async () => {
    const entry = memoryEntry(
      '2019_MAY.json',
      month([
        visit('Before', 500_000_000, '2019-05-01T08:00:00Z', '2019-05-01T09:00:00Z'),
        visit('Across the start', 500_000_000, '2019-05-01T23:00:00Z', '2019-05-02T01:00:00Z'),
        visit('Inside', 500_000_000, '2019-05-03T08:00:00Z', '2019-05-03T09:00:00Z'),
        visit('After', 500_000_000, '2019-05-09T08:00:00Z', '2019-05-09T09:00:00Z'),
      ]),
    );
    const recorded = recordingSink();
    await googleSemanticReader.read([entry], recorded.sink, {
      from: new Date('2019-05-02T00:00:00Z'),
      to: new Date('2019-05-08T00:00:00Z'),
    });
    expect(recorded.only().stops.map((stop) => stop.name)).toEqual(['Across the start', 'Inside']);
  });

  it('claims only files of timeline objects', async () => {
    const records = diskEntry(sharedSample('google', 'Records.json'));
    const android = diskEntry(sharedSample('google', 'timeline_from_android_randomized.json'));
    expect(await googleSemanticReader.claims([records, android])).toEqual([]);
  });
});
