import { describe, expect, it } from 'vitest';
import { MAX_MAP_ZOOM } from '@/lib/mercator';
import type { Photo } from '../../../common/contract/photos';
import type { MappedPhoto } from './map-points';
import { type Box, indexPhotos, photoMarkers } from './photo-clusters';

const mapped = (id: number, lat: number, lng: number): MappedPhoto => ({
  photo: { id, originalName: `photo-${id}.jpg` } as Photo,
  position: [lat, lng],
  locationName: null,
});
const WORLD: Box = [-180, -85, 180, 85];

describe('photo markers', () => {
  it('draws photos far apart as single pins', () => {
    const photos = [mapped(1, 38.57, -109.55), mapped(2, 37.3, -113.0)];
    const markers = photoMarkers(indexPhotos(photos), photos, WORLD, 8);
    expect(markers.map((marker) => marker.key).sort()).toEqual(['photo-1', 'photo-2']);
  });

  it('gathers crowded photos into one disc that zooms in on them, and lists them', () => {
    const photos = Array.from({ length: 50 }, (_, i) => mapped(i + 1, 38.57 + i * 0.001, -109.55));
    const [cluster, ...others] = photoMarkers(indexPhotos(photos), photos, WORLD, 6);
    expect(others).toEqual([]);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(cluster.count).toBe(50);
    expect(cluster.expansionZoom).toBeGreaterThan(6);
    expect(cluster.expansionZoom).toBeLessThanOrEqual(MAX_MAP_ZOOM);
    expect(
      cluster
        .photos()
        .map(({ photo }) => photo.id)
        .sort((a, b) => a - b),
    ).toEqual(photos.map(({ photo }) => photo.id));
  });

  it('keeps photos of one spot together at every zoom, with nothing to zoom in to', () => {
    const photos = Array.from({ length: 1000 }, (_, i) => mapped(i + 1, 36.1, -112.1));
    for (const zoom of [4, 12, MAX_MAP_ZOOM]) {
      const markers = photoMarkers(indexPhotos(photos), photos, WORLD, zoom);
      expect(markers).toEqual([
        expect.objectContaining({ kind: 'cluster', count: 1000, expansionZoom: null }),
      ]);
    }
  });

  it('leaves out what is outside the view', () => {
    const photos = [mapped(1, 38.57, -109.55), mapped(2, 48.85, 2.35)];
    const markers = photoMarkers(indexPhotos(photos), photos, [-120, 30, -100, 45], 8);
    expect(markers.map((marker) => marker.key)).toEqual(['photo-1']);
  });

  it('draws a bounded number of markers for thousands of photos', () => {
    const photos = Array.from({ length: 5000 }, (_, i) =>
      mapped(i + 1, 35 + (i % 100) * 0.05, -115 + Math.floor(i / 100) * 0.1),
    );
    const markers = photoMarkers(indexPhotos(photos), photos, WORLD, 5);
    expect(markers.length).toBeLessThan(100);
    expect(markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0)).toBe(
      5000,
    );
  });
});
