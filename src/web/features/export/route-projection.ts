import { mercatorY } from '@/lib/mercator';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Pixel {
  x: number;
  y: number;
}

/**
 * A Mercator projection that fits every point into a width×height box with `padding` on each side, same scale
 * on both axes and centred; a single place sits in the middle.
 */
export function fitProjection(points: readonly LatLng[], width: number, height: number, padding: number) {
  const xs = points.map((point) => point.lng);
  const ys = points.map((point) => mercatorY(point.lat));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const scale =
    spanX === 0 && spanY === 0
      ? 1
      : Math.min(spanX > 0 ? innerWidth / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return ({ lat, lng }: LatLng): Pixel => ({
    x: offsetX + (lng - minX) * scale,
    y: offsetY + (maxY - mercatorY(lat)) * scale,
  });
}
