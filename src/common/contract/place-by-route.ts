import { z } from 'zod';

/** A photo the route gives a position, and the stop it joins (null: a new stop of that name). */
export const routePlacedPhotoSchema = z.object({
  photoId: z.number(),
  lat: z.number(),
  lng: z.number(),
  stopId: z.number().nullable(),
  stopName: z.string(),
});

/**
 * POST /api/trips/:id/photos/place-by-route: the photos without a position that the route places, and how many
 * of those with a time taken it cannot; placementId (to undo it) once applied, null otherwise.
 */
export const routePlacementSchema = z.object({
  placed: z.array(routePlacedPhotoSchema),
  unplaced: z.number(),
  placementId: z.number().nullable(),
});
export type RoutePlacement = z.input<typeof routePlacementSchema>;

/** POST /api/trips/:id/photos/placements/:placementId/undo: photos put back, stops made by it removed. */
export const placementUndoneSchema = z.object({
  restored: z.number(),
  stopsRemoved: z.number(),
});
export type PlacementUndone = z.input<typeof placementUndoneSchema>;
