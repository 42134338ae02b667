import { z } from 'zod';
import { DISTANCE_UNITS } from '../units';

/** PATCH /api/user/preferences */
export const preferencesSchema = z.object({
  distanceUnit: z.enum(DISTANCE_UNITS, { error: 'Distance unit must be "mi" or "km"' }),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;
