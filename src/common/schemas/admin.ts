import { z } from 'zod';
import { dateField, idParam } from './fields';

export const adminListQuery = z.object({
  search: z.string().trim().max(100, 'Search text is too long').optional(),
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is out of range')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size can be at most 100').default(25),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const userId = idParam('User id');

export const banSchema = z.object({
  userId,
  reason: z.string().trim().max(500, 'Reason is too long').default('Admin action'),
});
export const unbanSchema = z.object({ userId });

export const tripStatusSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }),
});

export const announcementSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is too long'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(10_000, 'Message is too long'),
});

export const maintenanceSchema = z.object({
  scheduledDate: dateField('Scheduled date', 'Scheduled date must be a date'),
  duration: z.string({ error: 'Duration is required' }).trim().min(1, 'Duration is required').max(100),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(1000),
});

export const settingsSchema = z.object({
  maxUploadSize: z.coerce
    .number({ error: 'Maximum upload size must be a whole number of MB' })
    .int('Maximum upload size must be a whole number of MB')
    .min(1, 'Maximum upload size must be at least 1 MB')
    .max(100, 'Maximum upload size can be at most 100 MB'),
  maxPhotosPerTrip: z.coerce
    .number({ error: 'Photos per trip must be a whole number' })
    .int('Photos per trip must be a whole number')
    .min(1, 'Photos per trip must be at least 1')
    .max(10_000, 'Photos per trip can be at most 10000'),
});

export const adminTripParams = z.object({ id: idParam('Trip id') });
export const reportParams = z.object({ id: idParam('Report id') });
