import { z } from 'zod';

/** A place found by name or by a point (GET /api/places/search, /api/places/reverse). */
export const placeSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  display_name: z.string(),
  /** The place's own name, without region and country. */
  name: z.string(),
  /** 'gazetteer' for the offline list, 'geocoder' for the configured geocoding service. */
  source: z.enum(['gazetteer', 'geocoder']),
});
