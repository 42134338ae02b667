import Supercluster from 'supercluster';
import { MAX_MAP_ZOOM } from '@/lib/mercator';
import type { MappedPhoto } from './map-points';

/** Photos closer than this many pixels are shown as one marker. */
const CLUSTER_RADIUS = 48;

interface PhotoProps {
  index: number;
}

export type PhotoIndex = Supercluster<PhotoProps>;

export type PhotoMarker =
  | { kind: 'photo'; key: string; mapped: MappedPhoto }
  | {
      kind: 'cluster';
      key: string;
      position: [number, number];
      count: number;
      /** The zoom at which the cluster falls apart, or null when it never does (photos of one spot). */
      expansionZoom: number | null;
      /** Its photos, looked up only when they are listed. */
      photos: () => MappedPhoto[];
    };

export function indexPhotos(photos: readonly MappedPhoto[]): PhotoIndex {
  return new Supercluster<PhotoProps>({ radius: CLUSTER_RADIUS, maxZoom: MAX_MAP_ZOOM }).load(
    photos.map(({ position: [lat, lng] }, index) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { index },
    })),
  );
}

/** West, south, east and north edges, in degrees. */
export type Box = [number, number, number, number];

/** The markers to draw in `box` at `zoom`: single photos, and clusters where photos crowd together. */
export function photoMarkers(
  index: PhotoIndex,
  photos: readonly MappedPhoto[],
  box: Box,
  zoom: number,
): PhotoMarker[] {
  const [west, south, east, north] = box;
  const inWorld: Box = [Math.max(-180, west), Math.max(-90, south), Math.min(180, east), Math.min(90, north)];
  return index.getClusters(inWorld, Math.round(zoom)).flatMap((feature): PhotoMarker[] => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if (!('cluster' in feature.properties)) {
      const mapped = photos[feature.properties.index];
      return mapped ? [{ kind: 'photo', key: `photo-${mapped.photo.id}`, mapped }] : [];
    }
    const { cluster_id: id, point_count: count } = feature.properties;
    const expansionZoom = index.getClusterExpansionZoom(id);
    return [
      {
        kind: 'cluster',
        key: `cluster-${id}`,
        position: [lat, lng],
        count,
        expansionZoom: expansionZoom > MAX_MAP_ZOOM ? null : expansionZoom,
        photos: () => index.getLeaves(id, Infinity).flatMap((leaf) => photos[leaf.properties.index] ?? []),
      },
    ];
  });
}
