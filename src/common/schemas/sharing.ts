import { z } from 'zod';
import { emailField } from './auth';
import { idParam } from './fields';

export const createShareSchema = z
  .object({
    sharedWithId: idParam('Person to share with').optional(),
    sharedWithEmail: emailField.optional(),
    message: z
      .string()
      .trim()
      .max(1000, 'Message is too long')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((share) => (share.sharedWithId === undefined) !== (share.sharedWithEmail === undefined), {
    message: 'Choose a person or enter an email address to share with',
    path: ['sharedWithId'],
  });
export type CreateShareInput = z.infer<typeof createShareSchema>;

export const shareIdParams = z.object({ shareId: idParam('Share id') });

export const inviteTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid share link'),
});

export const reportSchema = z.object({
  reason: z
    .string({ error: 'Tell us what is wrong with this trip' })
    .trim()
    .min(3, 'Tell us what is wrong with this trip')
    .max(1000, 'Reason is too long'),
});

export const userSearchQuery = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(2, 'Search text must be at least 2 characters')
    .max(100, 'Search text is too long'),
});
