import { z } from 'zod';
import { latitudeField, longitudeField } from './stops';

export const PRIVACY_ZONE_MIN_METERS = 100;
export const PRIVACY_ZONE_MAX_METERS = 5000;
export const PRIVACY_ZONES_MAX = 20;

const RADIUS_MESSAGE = `Radius must be between ${PRIVACY_ZONE_MIN_METERS} m and ${PRIVACY_ZONE_MAX_METERS / 1000} km`;

export const privacyZoneSchema = z.object({
  name: z
    .string({ error: 'Zone name is required' })
    .trim()
    .min(1, 'Zone name is required')
    .max(100, 'Zone name is too long'),
  latitude: latitudeField,
  longitude: longitudeField,
  radiusMeters: z
    .number({ error: RADIUS_MESSAGE })
    .min(PRIVACY_ZONE_MIN_METERS, RADIUS_MESSAGE)
    .max(PRIVACY_ZONE_MAX_METERS, RADIUS_MESSAGE),
});
export type PrivacyZone = z.infer<typeof privacyZoneSchema>;

/** PUT /api/user/privacy-zones: the whole list, replacing the one saved. */
export const privacyZonesSchema = z
  .array(privacyZoneSchema, { error: 'Send a list of zones' })
  .max(PRIVACY_ZONES_MAX, `At most ${PRIVACY_ZONES_MAX} privacy zones`);

/** PATCH /api/user/privacy */
export const privacySettingsSchema = z.object({
  findableByName: z.boolean({ error: 'Say whether other travellers may find you by name' }),
});
export type PrivacySettingsInput = z.infer<typeof privacySettingsSchema>;
