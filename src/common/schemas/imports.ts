import { z } from 'zod';

const day = z.iso
  .datetime({ offset: true, error: 'Use an ISO date-time' })
  .or(z.iso.date({ error: 'Use an ISO date (YYYY-MM-DD) or date-time' }));

export const startImportSchema = z
  .object({
    tripId: z.number({ error: 'Trip id must be a number' }).int().positive().optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict()
  .refine((body) => !body.from || !body.to || new Date(body.from) <= new Date(body.to), {
    message: 'The start of the range must not be after its end',
    path: ['to'],
  });
export type StartImportInput = z.infer<typeof startImportSchema>;

export const importIdParams = z.object({ id: z.string().min(1).max(64) });

export const immichImportSchema = z
  .object({
    albumId: z.string().trim().min(1).max(100).optional(),
    from: day.optional(),
    to: day.optional(),
    tripId: z.number({ error: 'Trip id must be a number' }).int().positive().optional(),
    /** The originals, or Immich's smaller previews. */
    originals: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.albumId || body.from || body.to, {
    message: 'Choose an album or a range of days',
    path: ['albumId'],
  })
  .refine((body) => !body.from || !body.to || new Date(body.from) <= new Date(body.to), {
    message: 'The start of the range must not be after its end',
    path: ['to'],
  });
export type ImmichImportInput = z.infer<typeof immichImportSchema>;
