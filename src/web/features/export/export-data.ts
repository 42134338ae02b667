import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import type { Trip } from '../../../common/contract/trips';

/** GET /api/trips/:id/export/data: the trip with its stops in order and their photos. */
export interface ExportData {
  trip: Trip;
  stops: Stop[];
  photos: Photo[];
  photosByStop: Record<string, Photo[]>;
  metadata: { totalStops: number; totalPhotos: number; duration: number };
}

export async function fetchExportData(tripId: number): Promise<ExportData> {
  const response = await fetch(`/api/trips/${tripId}/export/data`, { credentials: 'include' });
  if (!response.ok) {
    throw new Error(`Failed to fetch trip data: ${response.status} ${response.statusText}`);
  }
  return (await response.json()) as ExportData;
}
