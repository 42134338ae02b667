import { z } from 'zod';
import { isoDate, tripStatus } from './fields';

export const tripSchema = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  startLocation: z.string(),
  endLocation: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  totalMiles: z.number(),
  drivingTime: z.string(),
  status: tripStatus,
  shareUrl: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** A trip opened by GET /api/trips/:id; canEdit is false for readers who are not the owner. */
export const tripDetailSchema = tripSchema.extend({ canEdit: z.boolean() });

/** A trip as it travels, dates as ISO strings: what the browser holds. */
export type Trip = z.input<typeof tripSchema>;
export type TripDetail = z.input<typeof tripDetailSchema>;
