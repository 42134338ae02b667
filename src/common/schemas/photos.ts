import { z } from 'zod';
import { MAX_PHOTOS_BY_ID } from '../limits';
import { idParam } from './fields';

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** Trimmed, empty ones dropped, duplicates (in any case) dropped — as the tag input adds them. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

export const updatePhotoSchema = z.object({
  caption: z
    .string({ error: 'Caption must be text' })
    .trim()
    .max(2000, 'Caption is too long')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  tags: z
    .array(
      z
        .string({ error: 'Tags must be text' })
        .max(MAX_TAG_LENGTH, `A tag can have at most ${MAX_TAG_LENGTH} characters`),
      {
        error: 'Tags must be a list of text',
      },
    )
    .transform(normalizeTags)
    .refine((tags) => tags.length <= MAX_TAGS, `A photo can have at most ${MAX_TAGS} tags`)
    .optional(),
});
export type UpdatePhotoInput = z.infer<typeof updatePhotoSchema>;

export const photoIdParams = z.object({ id: idParam('Photo id') });

/** GET /api/trips/:id/photos: `ids` (comma-separated) asks for those photos of the trip alone, as they are now. */
export const photoListQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be photo ids separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive().max(2_147_483_647, 'Photo id is out of range'))
        .max(MAX_PHOTOS_BY_ID, `At most ${MAX_PHOTOS_BY_ID} photos can be asked for at once`),
    )
    .optional(),
});
