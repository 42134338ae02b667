import { US_STATES } from '../../../common/places/us-states';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../../../common/schemas/photos';

/** COCO's few plural class names, in the singular like every other tag. */
const SINGULAR: Record<string, string> = { skis: 'ski' };

/** Lower-case, single spaces, at most 50 characters, no repeats, at most 30. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_TAG_LENGTH).trim();
    if (tag !== '') seen.add(SINGULAR[tag] ?? tag);
    if (seen.size === MAX_TAGS) break;
  }
  return [...seen];
}

/**
 * "Moab, Grand County, Utah, United States" → ["moab", "grand county", "utah", "united states"]; a state named by
 * its abbreviation is named in full too, so "utah" finds it: "Moab, UT, United States" → ["moab", "ut", "utah",
 * "united states"].
 */
export function placeTags(displayName: string | null | undefined): string[] {
  const parts = (displayName ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/\d/.test(part));
  const inUnitedStates = parts.at(-1)?.toLowerCase() === 'united states';
  return cleanTags(
    parts.flatMap((part) => {
      const state = inUnitedStates ? US_STATES[part.toUpperCase()] : undefined;
      return state ? [part, state] : [part];
    }),
  );
}
