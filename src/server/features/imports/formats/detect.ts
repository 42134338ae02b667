import { baseName } from './entry-paths';
import type { FormatReader, ImportEntry } from './found';
import { googleRecordsReader } from './google-records';
import { googleSemanticReader } from './google-semantic';
import { googleTimelineReader } from './google-timeline';
import { polarstepsReader } from './polarsteps';
import { roadbookReader } from './roadbook';
import { geojsonReader, gpxReader, kmlReader, tcxReader } from './tracks';

/**
 * The readers in the order they are asked: an export's own reader before Google's, Google's before the track
 * files, so that a JSON file is taken for what it most specifically is. Roadbook's own export comes first: it
 * holds each route as GPX and GeoJSON too, for other tools.
 */
export const READERS: readonly FormatReader[] = [
  roadbookReader,
  polarstepsReader,
  googleRecordsReader,
  googleSemanticReader,
  googleTimelineReader,
  gpxReader,
  tcxReader,
  kmlReader,
  geojsonReader,
];

export interface Recognised {
  /** Each reader with the entries it claimed, in READERS' order; readers that claimed nothing are left out. */
  groups: { reader: FormatReader; entries: ImportEntry[] }[];
  /** What no reader claimed, to be reported as not importable. */
  unclaimed: ImportEntry[];
}

/** What an operating system leaves in archives and folders, never the traveller's: not worth a word. */
const isNoise = (entry: ImportEntry) => {
  const name = baseName(entry.path);
  return (
    entry.path.startsWith('__MACOSX/') ||
    entry.path.includes('/__MACOSX/') ||
    name.startsWith('._') ||
    name === '.DS_Store' ||
    name === 'Thumbs.db' ||
    name === 'desktop.ini'
  );
};

/** Which reader reads which entry: each entry goes to the first reader that claims it. */
export async function recognise(
  entries: readonly ImportEntry[],
  readers: readonly FormatReader[] = READERS,
): Promise<Recognised> {
  let left = entries.filter((entry) => !isNoise(entry));
  const groups: Recognised['groups'] = [];
  for (const reader of readers) {
    if (left.length === 0) break;
    const taken = new Set(await reader.claims(left));
    if (taken.size === 0) continue;
    groups.push({ reader, entries: left.filter((entry) => taken.has(entry)) });
    left = left.filter((entry) => !taken.has(entry));
  }
  return { groups, unclaimed: left };
}
