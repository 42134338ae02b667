import { describe, expect, it } from 'vitest';
import { checkPoint, epochOf, isoTimeOf, timeOf } from './checks';
import { parseGpsLogger } from './gpslogger';
import { parseOsmAnd } from './osmand';
import { parseOverland, VISIT_NAME } from './overland';
import { parseOwnTracks } from './owntracks';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('times', () => {
  it('reads ISO times with or without the colon of the offset', () => {
    expect(isoTimeOf('2015-10-01T08:00:00-0700')?.toISOString()).toBe('2015-10-01T15:00:00.000Z');
    expect(isoTimeOf('2015-10-01T08:00:00-07:00')?.toISOString()).toBe('2015-10-01T15:00:00.000Z');
    expect(isoTimeOf('2015-10-01T08:00:00Z')?.toISOString()).toBe('2015-10-01T08:00:00.000Z');
    expect(isoTimeOf('soon')).toBeNull();
  });

  it('reads epoch seconds, and milliseconds when too big for seconds', () => {
    expect(epochOf(1777800000)?.toISOString()).toBe('2026-05-03T09:20:00.000Z');
    expect(epochOf('1777800000000')?.toISOString()).toBe('2026-05-03T09:20:00.000Z');
    expect(timeOf('2026-05-03T09:20:00Z')?.toISOString()).toBe('2026-05-03T09:20:00.000Z');
    expect(epochOf('')).toBeNull();
  });
});

describe('checkPoint', () => {
  const base = { recordedAt: new Date('2026-05-01T00:00:00Z'), lat: 1, lon: 2 };

  it('names what is wrong', () => {
    expect(checkPoint({ ...base, lat: -91 }, NOW)).toBe('Latitude must be a number from -90 to 90');
    expect(checkPoint({ ...base, lon: 180.5 }, NOW)).toBe('Longitude must be a number from -180 to 180');
    expect(checkPoint({ ...base, recordedAt: new Date('1999-12-31T00:00:00Z') }, NOW)).toBe(
      'The point’s time is before the year 2000',
    );
    expect(checkPoint({ ...base, recordedAt: new Date('2026-06-03T00:00:00Z') }, NOW)).toBe(
      'The point’s time is more than a day in the future',
    );
  });

  it('drops the apps’ "unknown" values', () => {
    expect(checkPoint({ ...base, acc: -1, speed: -1, battery: 150 }, NOW)).toEqual({
      ...base,
      alt: null,
      acc: null,
      speed: null,
      battery: null,
    });
  });
});

describe('parseOwnTracks', () => {
  it('makes a point of a location, km/h as m/s, and a stop of its poi', () => {
    const parsed = parseOwnTracks(
      { _type: 'location', lat: 10, lon: 20, tst: 1777800000, vel: 72, batt: 50, acc: 5, poi: 'Lunch' },
      NOW,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.points).toEqual([
      {
        recordedAt: new Date('2026-05-03T09:20:00Z'),
        lat: 10,
        lon: 20,
        alt: null,
        acc: 5,
        speed: 20,
        battery: 50,
        stopName: 'Lunch',
      },
    ]);
  });

  it('ignores other types and empty bodies', () => {
    expect(parseOwnTracks(undefined, NOW)).toEqual({ points: [], problems: [] });
    expect(parseOwnTracks({ _type: 'transition', event: 'leave' }, NOW)).toEqual({
      points: [],
      problems: [],
    });
  });
});

describe('parseOverland', () => {
  it('skips a bad location and keeps the rest', () => {
    const feature = (coordinates: unknown[], properties: Record<string, unknown>) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates },
      properties,
    });
    const parsed = parseOverland(
      {
        locations: [
          feature([20, 10], { timestamp: '2026-05-01T10:00:00Z', battery_level: 0.5, speed: -1 }),
          feature([20, 100], { timestamp: '2026-05-01T10:00:01Z' }),
          'nonsense',
          feature([21, 11], {
            timestamp: '2026-05-01T12:00:00Z',
            action: 'visit',
            arrival_date: '2026-05-01T11:00:00Z',
            departure_date: null,
          }),
        ],
      },
      NOW,
    );
    expect(parsed.problems).toEqual([
      'Latitude must be a number from -90 to 90',
      'A location must be a GeoJSON Feature with a geometry and properties',
    ]);
    expect(parsed.points.map((p) => [p.lat, p.battery, p.speed, p.stopName ?? null])).toEqual([
      [10, 50, null, null],
      [11, null, null, VISIT_NAME],
    ]);
    expect(parsed.points[1]?.recordedAt.toISOString()).toBe('2026-05-01T11:00:00.000Z');
    expect(parsed.points[1]?.departedAt).toBeNull();
  });

  it('refuses a body without locations', () => {
    expect(() => parseOverland({ location: [] }, NOW)).toThrow('An Overland batch must be a JSON object');
  });
});

describe('parseGpsLogger and parseOsmAnd', () => {
  it('read either name of each field', () => {
    const parsed = parseGpsLogger(
      { latitude: '1.5', longitude: '2.5', timestamp: '1777800000', spd: '3' },
      NOW,
    );
    expect(parsed.points[0]).toMatchObject({ lat: 1.5, lon: 2.5, speed: 3 });
    expect(parseGpsLogger({ lat: '1', lon: '2' }, NOW).points[0]?.recordedAt).toEqual(NOW);
  });

  it('read knots as m/s, `location=lat,lon`, and the JSON body', () => {
    expect(parseOsmAnd({ location: '1,2', speed: '1' }, undefined, NOW).points[0]).toMatchObject({
      lat: 1,
      lon: 2,
      speed: 1852 / 3600,
    });
    const json = parseOsmAnd(
      {},
      {
        location: {
          timestamp: '2026-05-01T00:00:00Z',
          coords: { latitude: 3, longitude: 4 },
          battery: { level: 0.25 },
        },
      },
      NOW,
    );
    expect(json.points[0]).toMatchObject({ lat: 3, lon: 4, battery: 25 });
  });
});
