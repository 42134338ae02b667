import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-serializers';

describe('a request’s URL in the log', () => {
  it('masks the device token a phone app sends in the query, in each name the apps give it', () => {
    expect(loggedUrl('/api/ingest/gpslogger?token=s3cret&lat=1&lon=2')).toBe(
      '/api/ingest/gpslogger?token=…&lat=1&lon=2',
    );
    expect(loggedUrl('/api/ingest/osmand?id=s3cret&lat=1')).toBe('/api/ingest/osmand?id=…&lat=1');
    expect(loggedUrl('/api/ingest/osmand?lat=1&deviceid=s3cret')).toBe('/api/ingest/osmand?lat=1&deviceid=…');
    expect(loggedUrl('/api/ingest/osmand?lat=1&DEVICE_ID=s3cret#x')).toBe(
      '/api/ingest/osmand?lat=1&DEVICE_ID=…#x',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(loggedUrl('/api/trips/4?id=7')).toBe('/api/trips/4?id=7');
    expect(loggedUrl('/api/ingest/overland')).toBe('/api/ingest/overland');
  });
});
