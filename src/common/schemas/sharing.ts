import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { emailField } from './auth';
import { idParam } from './fields';

const linkPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

const expiry = z.iso
  .datetime({ offset: true, error: 'Expiry must be an ISO date-time' })
  .transform((text) => new Date(text))
  .refine((date) => date.getTime() > Date.now(), 'The expiry must be in the future');

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** Whether the person shared with reads the trip or edits it with the owner. */
const shareType = z.enum(['view', 'edit'], { error: 'Share type must be "view" or "edit"' });

/** What a share or public link may carry besides its recipient: expiry, password and what its files show. */
const linkSettings = {
  expiresAt: expiry.optional(),
  password: linkPassword.optional(),
  includeLocations: flag('includeLocations').default(false),
  allowDownload: flag('allowDownload').default(true),
  showLivePosition: flag('showLivePosition').default(false),
};

export const createShareSchema = z
  .object({
    sharedWithId: idParam('Person to share with').optional(),
    sharedWithEmail: emailField.optional(),
    shareType: shareType.default('view'),
    message: z
      .string()
      .trim()
      .max(1000, 'Message is too long')
      .nullish()
      .transform((value) => value || null),
    ...linkSettings,
  })
  .refine((share) => (share.sharedWithId === undefined) !== (share.sharedWithEmail === undefined), {
    message: 'Choose a person or enter an email address to share with',
    path: ['sharedWithId'],
  });
export type CreateShareInput = z.infer<typeof createShareSchema>;

/** PATCH /api/trip-shares/:shareId: what to change; null takes the expiry or the password away. */
export const shareSettingsSchema = z.object({
  shareType: shareType.optional(),
  expiresAt: expiry.nullable().optional(),
  password: linkPassword.nullable().optional(),
  includeLocations: flag('includeLocations').optional(),
  allowDownload: flag('allowDownload').optional(),
  showLivePosition: flag('showLivePosition').optional(),
});
export type ShareSettingsInput = z.infer<typeof shareSettingsSchema>;

/**
 * POST /api/trips/:id/public-link: the same settings for the link, new or existing; what is left out keeps its
 * value (a new link: no expiry, no password, no locations, downloads allowed). The body may be left out.
 */
export const publicLinkSettingsSchema = shareSettingsSchema
  .omit({ shareType: true })
  .nullish()
  .transform((settings) => settings ?? {});

export const unlockSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});

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
