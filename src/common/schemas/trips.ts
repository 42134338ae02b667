import { z } from 'zod';
import { dateField, idParam, optionalText, requiredText } from './fields';

const endNotBeforeStart = {
  message: 'End date cannot be before the start date',
  path: ['endDate'],
};

const tripFields = {
  title: requiredText('Title is required'),
  description: optionalText(5000, 'Description'),
  startLocation: requiredText('Start location is required'),
  endLocation: requiredText('End location is required'),
  startDate: dateField('Start date'),
  endDate: dateField('End date'),
  totalMiles: z.coerce
    .number({ error: 'Total miles must be a number' })
    .min(0, 'Total miles cannot be negative')
    .max(1_000_000, 'Total miles is too large'),
  drivingTime: z.string().trim().max(50, 'Driving time is too long'),
};

export const createTripSchema = z
  .object({
    ...tripFields,
    totalMiles: tripFields.totalMiles.default(0),
    drivingTime: tripFields.drivingTime.default('0h 0m'),
    status: z
      .enum(['draft', 'active', 'completed'], { error: 'Status must be draft, active or completed' })
      .optional(),
  })
  .refine((trip) => trip.endDate >= trip.startDate, endNotBeforeStart);
export type CreateTripInput = z.infer<typeof createTripSchema>;

export const updateTripSchema = z
  .object(tripFields)
  .partial()
  .refine((trip) => !trip.startDate || !trip.endDate || trip.endDate >= trip.startDate, endNotBeforeStart);
export type UpdateTripInput = z.infer<typeof updateTripSchema>;

export const tripIdParams = z.object({ id: idParam('Trip id') });

/** PUT /api/trips/:id/cover-photo: one of the trip's photos, or null for the first photo. */
export const coverPhotoSchema = z.object({ photoId: idParam('Photo id').nullable() });
export type CoverPhotoInput = z.infer<typeof coverPhotoSchema>;
