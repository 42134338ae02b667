import { describe, expect, it } from 'vitest';
import { photoMoment } from './moment';

const MOAB = { latitude: 38.5733, longitude: -109.5498 };
const PARIS = { latitude: 48.8584, longitude: 2.2945 };

describe('when a photo was taken', () => {
  it('reads the camera clock with its EXIF offset first', () => {
    const moment = photoMoment(
      {
        DateTimeOriginal: '2025:06:14 20:30:00',
        OffsetTimeOriginal: '-06:00',
        GPSDateStamp: '2025:06:14',
        GPSTimeStamp: [0, 0, 0],
      },
      MOAB,
    );
    expect(moment.instant?.toISOString()).toBe('2025-06-15T02:30:00.000Z');
    expect(moment.wallClock?.month).toBe(5);
  });

  it('falls back to the GPS receiver’s UTC time', () => {
    const moment = photoMoment(
      { DateTimeOriginal: '2025:06:14 20:30:00', GPSDateStamp: '2025:06:15', GPSTimeStamp: [2, 31, 5.5] },
      MOAB,
    );
    expect(moment.instant?.toISOString()).toBe('2025-06-15T02:31:05.000Z');
  });

  it('else reads the clock in the time zone of the place, summer time included', () => {
    expect(photoMoment({ DateTimeOriginal: '2025:06:14 20:30:00' }, MOAB).instant?.toISOString()).toBe(
      '2025-06-15T02:30:00.000Z',
    );
    expect(photoMoment({ DateTimeOriginal: '2025:01:14 20:30:00' }, MOAB).instant?.toISOString()).toBe(
      '2025-01-15T03:30:00.000Z',
    );
    expect(photoMoment({ DateTimeOriginal: '2025:07:01 21:00:00' }, PARIS).instant?.toISOString()).toBe(
      '2025-07-01T19:00:00.000Z',
    );
  });

  it('knows no instant without a clock, or without an offset, GPS time or place', () => {
    expect(photoMoment({}, MOAB)).toEqual({ instant: null, wallClock: null });
    expect(photoMoment({ DateTimeOriginal: '2025:06:14 20:30:00' }, null).instant).toBeNull();
    expect(photoMoment({ DateTimeOriginal: 'not a date' }, MOAB).wallClock).toBeNull();
  });
});
