import { describe, expect, it } from 'vitest';
import { isSavedRead, isThumbnail } from './saved-reads';

const at = (path: string) => new URL(path, 'https://roadbook.example');

describe('what the device saves of the server’s answers', () => {
  it('keeps the reads a trip page and the home page are drawn from', () => {
    for (const path of [
      '/api/user',
      '/api/config',
      '/api/trips',
      '/api/trips/7',
      '/api/trips/7/stops',
      '/api/trips/7/photos',
      '/api/trips/7/route',
      '/api/shared-trips',
    ]) {
      expect(isSavedRead(at(path)), path).toBe(true);
    }
  });

  it('leaves out live streams, positions, files made on request, searches and the administration area', () => {
    for (const path of [
      '/api/trips/7/events',
      '/api/trips/7/position',
      '/api/stats/2026/pdf',
      '/api/trips/7/export/data',
      '/api/trips/7/export.gpx',
      '/api/stops/3/voice-memo',
      '/api/places/search',
      '/api/photos/search',
      '/api/users/search',
      '/api/admin/stats',
      '/api/docs/json',
      '/uploads/abc.jpg',
    ]) {
      expect(isSavedRead(at(path)), path).toBe(false);
    }
  });

  it('keeps thumbnails, not the photos themselves', () => {
    expect(isThumbnail(at('/uploads/thumbs/abc.webp'))).toBe(true);
    expect(isThumbnail(at('/uploads/abc.jpg'))).toBe(false);
  });
});
