import { z } from 'zod';
import { idParam } from './fields';

/** A day each way: a camera clock further off than that is set to the wrong date, not the wrong time. */
export const MAX_PLACEMENT_MINUTES = 24 * 60;
export const DEFAULT_MAX_GAP_MINUTES = 30;

const minutesField = (label: string) => z.number({ error: `${label} must be a number of minutes` });

/** POST /api/trips/:id/photos/place-by-route: how closely the route must have been recorded, the camera's clock. */
export const placeByRouteSchema = z.object({
  maxGapMinutes: minutesField('Largest gap')
    .min(0, 'Largest gap cannot be negative')
    .max(MAX_PLACEMENT_MINUTES, 'Largest gap can be at most 24 hours')
    .default(DEFAULT_MAX_GAP_MINUTES),
  clockOffsetMinutes: minutesField('Camera clock offset')
    .min(-MAX_PLACEMENT_MINUTES, 'Camera clock offset can be at most 24 hours')
    .max(MAX_PLACEMENT_MINUTES, 'Camera clock offset can be at most 24 hours')
    .default(0),
  apply: z.boolean({ error: 'Apply must be true or false' }).default(false),
});
export type PlaceByRouteInput = z.infer<typeof placeByRouteSchema>;

export const placementParams = z.object({
  id: idParam('Trip id'),
  placementId: idParam('Placement id'),
});
