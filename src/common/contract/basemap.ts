import { z } from 'zod';

/** A town the offline map writes on itself, from the gazetteer. */
export const townSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  population: z.number(),
});
export type Town = z.input<typeof townSchema>;
