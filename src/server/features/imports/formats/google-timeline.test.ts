import { describe, expect, it } from 'vitest';
import { diskEntry, memoryEntry, sharedSample } from './entries.test-support';
import { googleTimelineReader } from './google-timeline';
import { recordingSink } from './recording-sink.test-support';

describe('the Google Timeline reader', () => {
  it('reads the real Android export: visits as stops, paths, activities and raw positions as the route', async () => {
    const entry = diskEntry(sharedSample('google', 'timeline_from_android_randomized.json'), 'Timeline.json');
    expect(await googleTimelineReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleTimelineReader.read([entry], recorded.sink, {});
    const trip = recorded.only();
    // Seven visits, one of them a place inside another.
    expect(trip.stops).toHaveLength(6);
    expect(trip.stops[0]).toEqual({
      name: 'Visited place',
      description: null,
      arrival: new Date('2017-05-02T12:12:04+10:00'),
      departure: new Date('2017-05-02T18:52:12+10:00'),
      lat: -27.413026,
      lng: 163.5643862,
      country: null,
    });
    // 80 path points, the ends of 5 activities, 3 raw positions.
    expect(trip.points).toHaveLength(93);
    expect(trip.points[0]).toEqual({ lat: -27.4127738, lng: 163.5638958, time: '2017-05-02T02:12:00.000Z' });
    expect(trip.points.at(-1)).toEqual({
      lat: -27.4129828,
      lng: 163.5639394,
      time: '2025-07-18T20:32:03.000Z',
      ele: 46.70000076293945,
    });
    expect(trip.head.startDate).toEqual(new Date('2017-05-02T12:12:00+10:00'));
    expect(trip.head.endDate).toEqual(new Date('2025-07-19T06:32:03+10:00'));
    expect(recorded.skipped).toEqual([]);
  });

  it('reads the real iOS export, its numbers and places written as strings', async () => {
    const entry = diskEntry(
      sharedSample('google', 'timeline_from_ios_randomized.json'),
      'location-history.json',
    );
    expect(await googleTimelineReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleTimelineReader.read([entry], recorded.sink, {});
    const trip = recorded.only();
    // 26 visits, one at hierarchy level "1"; 24 activities of two ends each.
    expect(trip.stops).toHaveLength(25);
    expect(trip.stops[0]).toEqual({
      name: 'Home',
      description: null,
      arrival: new Date('2023-12-27T13:39:37+01:00'),
      departure: new Date('2023-12-28T05:43:23+01:00'),
      lat: 55.605843,
      lng: 24.7647107,
      country: null,
    });
    expect(new Set(trip.stops.map((stop) => stop.name))).toEqual(new Set(['Home', 'Work', 'Visited place']));
    expect(trip.points).toHaveLength(48);
    expect(trip.points[0]).toEqual({ lat: 55.596349, lng: 24.7405147, time: '2023-12-27T12:32:18.000Z' });
  });

  it('times an iOS path by its minutes from the start, and keeps to the range asked for', async () => {
    const entry = memoryEntry(
      'export.json',
      JSON.stringify([
        {
          startTime: '2024-02-01T10:00:00.000+01:00',
          endTime: '2024-02-01T12:00:00.000+01:00',
          timelinePath: [
            { point: 'geo:48.1,11.5', durationMinutesOffsetFromStartTime: '0' },
            { point: 'geo:48.2,11.6', durationMinutesOffsetFromStartTime: '90' },
          ],
        },
        {
          startTime: '2024-02-03T10:00:00.000+01:00',
          endTime: '2024-02-03T12:00:00.000+01:00',
          visit: {
            hierarchyLevel: '0',
            topCandidate: { semanticType: 'SEARCHED_ADDRESS', placeLocation: 'geo:48.3,11.7' },
          },
        },
      ]),
    );
    expect(await googleTimelineReader.claims([entry])).toEqual([entry]);
    const all = recordingSink();
    await googleTimelineReader.read([entry], all.sink, {});
    expect(all.only().points.map((point) => point.time)).toEqual([
      '2024-02-01T09:00:00.000Z',
      '2024-02-01T10:30:00.000Z',
    ]);
    expect(all.only().stops.map((stop) => stop.name)).toEqual(['Searched address']);

    const ranged = recordingSink();
    await googleTimelineReader.read([entry], ranged.sink, {
      from: new Date('2024-02-01T10:00:00Z'),
      to: new Date('2024-02-02T00:00:00Z'),
    });
    expect(ranged.only().points).toEqual([{ lat: 48.2, lng: 11.6, time: '2024-02-01T10:30:00.000Z' }]);
    expect(ranged.only().stops).toEqual([]);
  });

  it('never hands over the home and work of the traveller’s location profile', async () => {
    const home = { latLng: '52.5200066°, 13.404954°' };
    const entry = memoryEntry(
      'Timeline.json',
      JSON.stringify({
        userLocationProfile: {
          frequentPlaces: [
            { placeId: 'home', placeLocation: '52.5200066°, 13.404954°', label: 'HOME' },
            { placeId: 'work', placeLocation: '52.4°, 13.3°', label: 'WORK' },
          ],
          persona: { travelModeAffinities: [{ mode: 'WALKING', affinity: 1 }] },
          home,
          startTime: '2024-01-01T00:00:00Z',
        },
        semanticSegments: [
          {
            startTime: '2024-03-01T10:00:00Z',
            endTime: '2024-03-01T11:00:00Z',
            timelinePath: [{ point: '48.1°, 11.5°', time: '2024-03-01T10:10:00Z' }],
          },
        ],
        rawSignals: [
          { position: { LatLng: '48.2°, 11.6°', accuracyMeters: 900, timestamp: '2024-03-01T10:20:00Z' } },
        ],
      }),
    );
    expect(await googleTimelineReader.claims([entry])).toEqual([entry]);
    const recorded = recordingSink();
    await googleTimelineReader.read([entry], recorded.sink, {});
    const trip = recorded.only();
    expect(trip.stops).toEqual([]);
    // The raw position is too unsure (900 m) to be kept.
    expect(trip.points).toEqual([{ lat: 48.1, lng: 11.5, time: '2024-03-01T10:10:00.000Z' }]);
    expect(JSON.stringify([...recorded.trips.values()])).not.toContain('52.52');
  });

  it('claims no other JSON', async () => {
    const semantic = diskEntry(sharedSample('google', 'semantic_history.json'));
    const geojson = diskEntry(sharedSample('geojson', 'trips.example.geojson'), 'trips.json');
    const array = memoryEntry('list.json', '[1, 2, 3]');
    expect(await googleTimelineReader.claims([semantic, geojson, array])).toEqual([]);
  });
});
