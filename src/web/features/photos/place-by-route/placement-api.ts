import { apiRequest } from '@/lib/api';
import type { PlacementUndone, RoutePlacement } from '../../../../common/contract/place-by-route';

export interface PlacementSettings {
  maxGapMinutes: number;
  clockOffsetMinutes: number;
}

/** Where the route puts the trip's photos without a position; with `apply`, puts them there. */
export async function placeByRoute(
  tripId: number,
  settings: PlacementSettings,
  apply: boolean,
): Promise<RoutePlacement> {
  return (
    await apiRequest('POST', `/api/trips/${tripId}/photos/place-by-route`, { ...settings, apply })
  ).json();
}

export async function undoPlacement(tripId: number, placementId: number): Promise<PlacementUndone> {
  return (await apiRequest('POST', `/api/trips/${tripId}/photos/placements/${placementId}/undo`, {})).json();
}
