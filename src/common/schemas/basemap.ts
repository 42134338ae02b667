import { z } from 'zod';
import { latitudeField, longitudeField } from './stops';

/** GET /api/basemap/towns: the box the map shows, and how many names it has room for. */
export const townsQuery = z
  .object({
    west: longitudeField,
    south: latitudeField,
    east: longitudeField,
    north: latitudeField,
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(60, 'Limit must be at most 60')
      .default(30),
  })
  .refine((box) => box.south <= box.north, { message: 'South must not lie north of north', path: ['south'] })
  .refine((box) => box.west <= box.east, { message: 'West must not lie east of east', path: ['west'] });
export type TownsQuery = z.infer<typeof townsQuery>;
