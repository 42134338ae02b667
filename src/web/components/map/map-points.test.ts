import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import { mapPhotos, mapStops, PHOTO_OFFSET_DEGREES, routeSegments } from './map-points';

const stop = (id: number, latitude: number, longitude: number, stopOrder: number | null = id): Stop => ({
  id,
  tripId: 1,
  name: `Stop ${id}`,
  description: null,
  comments: null,
  visitType: 'scenic',
  arrivalTime: null,
  departureTime: null,
  latitude,
  longitude,
  stopOrder,
  country: null,
  wikipediaUrl: null,
  websiteUrl: null,
  aiDescription: null,
  aiDescriptionSource: null,
  voiceMemoFilename: null,
  voiceMemoDuration: null,
  voiceMemoMimetype: null,
  voiceMemoTranscript: null,
  voiceMemoCreatedBy: null,
  createdBy: null,
  version: 1,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
});

const photo = (id: number, place: Partial<Photo>): Photo => ({
  id,
  tripId: 1,
  stopId: null,
  filename: `${id}.jpg`,
  thumbnailFilename: null,
  originalName: `photo-${id}.jpg`,
  mimetype: 'image/jpeg',
  size: 1,
  width: 4,
  height: 3,
  latitude: null,
  longitude: null,
  takenAt: null,
  caption: null,
  tags: [],
  autoTags: [],
  captionSuggestion: null,
  locationName: null,
  createdBy: null,
  version: 1,
  uploadedAt: '2026-06-01T00:00:00Z',
  ...place,
});

describe('stops on the map', () => {
  it('colours the first stop green, the last red and the others blue, in trip order', () => {
    const mapped = mapStops([stop(3, 3, 3), stop(1, 1, 1), stop(2, 2, 2)]);
    expect(mapped.map((entry) => [entry.stop.id, entry.number, entry.color])).toEqual([
      [1, 1, 'green'],
      [2, 2, 'blue'],
      [3, 3, 'red'],
    ]);
  });

  it('keeps a single stop green and leaves out stops without a place', () => {
    const mapped = mapStops([stop(1, 0, 0), stop(2, 40, -105)]);
    expect(mapped).toHaveLength(1);
    expect(mapped[0]).toMatchObject({ number: 2, color: 'green', position: [40, -105] });
  });

  it("puts the stops waiting on the device after the trip's, as made, numbered on and marked waiting", () => {
    // Made before the others arrived, and with no order of their own: still after them, as the list shows them.
    const made = { ...stop(-7, 5, 5, null), arrivalTime: '2026-04-01T10:00:00.000Z' };
    const refused = { ...stop(-3, 6, 6, null), arrivalTime: '2026-04-01T09:00:00.000Z' };
    const mapped = mapStops(
      [stop(2, 2, 2), stop(1, 1, 1)],
      [
        { stop: made, refused: false },
        { stop: refused, refused: true },
      ],
    );
    expect(mapped.map(({ stop, number, color, waiting }) => [stop.id, number, color, waiting])).toEqual([
      [1, 1, 'green', undefined],
      [2, 2, 'blue', undefined],
      [-7, 3, 'blue', { refused: false }],
      [-3, 4, 'red', { refused: true }],
    ]);
  });

  it('joins consecutive stops by segments; fewer than two stops give none', () => {
    const mapped = mapStops([stop(1, 1, 1), stop(2, 2, 2), stop(3, 3, 3)]);
    expect(routeSegments(mapped)).toEqual([
      [
        [1, 1],
        [2, 2],
      ],
      [
        [2, 2],
        [3, 3],
      ],
    ]);
    expect(routeSegments(mapStops([stop(1, 1, 1)]))).toEqual([]);
  });
});

describe('photos on the map', () => {
  const stops = [stop(1, 40, -105)];

  it('puts a photo of a stop beside it, named after the stop', () => {
    const [mapped] = mapPhotos([photo(1, { stopId: 1, latitude: 10, longitude: 10 })], stops);
    expect(mapped?.position).toEqual([40 + PHOTO_OFFSET_DEGREES, -105 + PHOTO_OFFSET_DEGREES]);
    expect(mapped?.locationName).toBe('Stop 1');
  });

  it('puts other photos at their own place and leaves out those without one', () => {
    const mapped = mapPhotos(
      [photo(1, { latitude: 36.1, longitude: -112.1, locationName: 'Grand Canyon' }), photo(2, {})],
      stops,
    );
    expect(mapped).toEqual([
      expect.objectContaining({ position: [36.1, -112.1], locationName: 'Grand Canyon' }),
    ]);
  });
});
