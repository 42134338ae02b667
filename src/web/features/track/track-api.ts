import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { recordedPointsSchema, routeImportSchema } from '../../../common/contract/trip-data';

export type ImportMode = 'replace' | 'append';

export interface RecordedPoint {
  lat: number;
  lng: number;
  /** ISO date-time. */
  time: string;
  ele?: number;
}

export type ImportResult = z.input<typeof routeImportSchema>;

export type PointsResult = z.input<typeof recordedPointsSchema>;

export const exportUrl = (tripId: number, format: 'gpx' | 'geojson') =>
  `/api/trips/${tripId}/export.${format}`;

export async function importTrack(
  tripId: number,
  file: File,
  mode: ImportMode,
  waypointsAsStops: boolean,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('waypointsAsStops', String(waypointsAsStops));
  form.append('file', file);
  return (await apiRequest('POST', `/api/trips/${tripId}/route/import`, form)).json();
}

export async function uploadPoints(tripId: number, points: readonly RecordedPoint[]): Promise<PointsResult> {
  return (await apiRequest('POST', `/api/trips/${tripId}/route/points`, { points })).json();
}

export async function clearTrack(tripId: number): Promise<{ message: string }> {
  return (await apiRequest('DELETE', `/api/trips/${tripId}/route`)).json();
}
