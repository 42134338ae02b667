import type { z } from 'zod';
import type { exportDataSchema } from '../../../common/contract/trip-data';

/** GET /api/trips/:id/export/data: the trip with its stops in order and their photos. */
export type ExportData = z.input<typeof exportDataSchema>;

export async function fetchExportData(tripId: number): Promise<ExportData> {
  const response = await fetch(`/api/trips/${tripId}/export/data`, { credentials: 'include' });
  if (!response.ok) {
    throw new Error(`Failed to fetch trip data: ${response.status} ${response.statusText}`);
  }
  return (await response.json()) as ExportData;
}
