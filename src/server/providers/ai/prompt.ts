import { hasLocation } from '../../../common/geo';
import { unitLabel } from '../../../common/units';
import type { DescriptionRequest } from './describer';

export const SYSTEM_PROMPT =
  'You write short, accurate travel-journal entries about places visited on road trips. ' +
  'Write two or three paragraphs separated by blank lines, in plain prose: what the place is, why travellers ' +
  'stop there, and one practical tip. Do not invent opening hours, prices or events. No headings or lists.';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The English name of the reader's first language ("French"); English when there is none. */
function languageName(languages: readonly string[]): string {
  const [first] = languages;
  return (first && languageNames.of(first)) || 'English';
}

export function descriptionPrompt({ stop, trip, previous, languages, unit }: DescriptionRequest): string {
  const lines = [
    `Place: ${stop.name}`,
    hasLocation(stop.latitude, stop.longitude)
      ? `Coordinates: ${stop.latitude.toFixed(5)}, ${stop.longitude.toFixed(5)}`
      : 'Coordinates: unknown',
    `Kind of stop: ${stop.visitType}`,
    `Trip: "${trip.title}", from ${trip.startLocation} to ${trip.endLocation}`,
  ];
  if (previous) lines.push(`Previous stop: ${previous.name}`);
  if (stop.description) lines.push(`The traveller's own note: ${stop.description}`);
  lines.push(`Write the entry in ${languageName(languages)}, with distances in ${unitLabel(unit)}.`);
  return lines.join('\n');
}
