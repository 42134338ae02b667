import { z } from 'zod';
import { idParam } from './fields';
import { MAX_TAG_LENGTH } from './photos';

export const PHOTO_SEARCH_DEFAULT_LIMIT = 50;
export const PHOTO_SEARCH_MAX_LIMIT = 200;
/** Words after these are not looked for. */
export const PHOTO_SEARCH_MAX_WORDS = 8;

/** The words a search looks for: letters and digits in any script, lower case. */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, PHOTO_SEARCH_MAX_WORDS).map((word) => word.slice(0, 50));
}

export const photoSearchQuery = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(200, 'Search text is too long')
    .refine((text) => searchWords(text).length > 0, 'Search for a word or a number'),
  tripId: idParam('Trip id').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PHOTO_SEARCH_MAX_LIMIT, `Limit can be at most ${PHOTO_SEARCH_MAX_LIMIT}`)
    .default(PHOTO_SEARCH_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(1_000_000, 'Offset is out of range')
    .default(0),
});
export type PhotoSearchQuery = z.infer<typeof photoSearchQuery>;

export const autoTagParams = z.object({
  id: idParam('Photo id'),
  tag: z
    .string({ error: 'Tag is required' })
    .trim()
    .min(1, 'Tag is required')
    .max(MAX_TAG_LENGTH, `A tag can have at most ${MAX_TAG_LENGTH} characters`),
});
