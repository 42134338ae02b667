import type { TrackPoint } from '../../../../common/tracks/geometry';
import { readEntryText, readTextHead } from './entry-bytes';
import { baseName, extensionOf, folderOf } from './entry-paths';
import { type FormatReader, type FoundSink, type ImportEntry, UnreadableEntry } from './found';
import { isRecord } from './json-items';
import { pointBatches } from './point-batches';
import { cleanText, counted, countryCode, DESCRIPTION_MAX, NAME_MAX } from './text';

/** trip.json and locations.json are read whole; a trip's are a few megabytes at most. */
const MAX_JSON_BYTES = 256 * 1024 * 1024;

const PHOTO_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'heic', 'webp']);

/**
 * Where a file sits in an export: `…/trip/<trip-slug>_<id>/` holds `trip.json` and `locations.json`, and a folder
 * per step, `<step-slug>_<step id>/`, with its `photos/` and `videos/`.
 */
type Part = { kind: 'locations' } | { kind: 'photo' | 'video'; stepFolder: string } | { kind: 'other' };

function partOf(tripFolder: string, path: string): Part {
  const inner = path.slice(tripFolder.length + 1).split('/');
  if (inner.length === 1 && inner[0] === 'locations.json') return { kind: 'locations' };
  if (inner.length === 3 && (inner[1] === 'photos' || inner[1] === 'videos')) {
    const kind = inner[1] === 'photos' ? 'photo' : 'video';
    if (kind === 'photo' && !PHOTO_EXTENSIONS.has(extensionOf(path))) return { kind: 'other' };
    return { kind, stepFolder: inner[0] as string };
  }
  return { kind: 'other' };
}

async function isTripJson(entry: ImportEntry): Promise<boolean> {
  if (baseName(entry.path) !== 'trip.json') return false;
  return /"(all_steps|step_count)"\s*:/.test(await readTextHead(entry, 64 * 1024));
}

/** Epoch seconds (a number, or a string of one) as a date; null when absent or not a date. */
function dateOf(seconds: unknown): Date | null {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const date = new Date(value * 1000);
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 9999 ? date : null;
}

const coordinate = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

async function readJson(entry: ImportEntry): Promise<unknown> {
  const text = await readEntryText(entry, MAX_JSON_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new UnreadableEntry(entry.path, `${entry.path} is not readable JSON`);
  }
}

/**
 * A Polarsteps data export (the ZIP, or its `user_data/` folder): each trip.json a trip, each of its steps a
 * stop with the photos of its folder, and locations.json the route. Steps deleted in the app are left out.
 */
export const polarstepsReader: FormatReader = {
  kind: 'polarsteps',
  async claims(entries) {
    const tripFolders: string[] = [];
    for (const entry of entries) if (await isTripJson(entry)) tripFolders.push(folderOf(entry.path));
    if (tripFolders.length === 0) return [];
    // The account's own file beside the trips is claimed too: nothing of it is imported.
    const accountFiles = new Set(
      tripFolders.map((folder) => {
        const root = folderOf(folderOf(folder));
        return root === '' ? 'user/user.json' : `${root}/user/user.json`;
      }),
    );
    return entries.filter((entry) => {
      if (accountFiles.has(entry.path)) return true;
      const folder = tripFolders.find((trip) => entry.path.startsWith(`${trip}/`));
      return (
        folder !== undefined &&
        (entry.path === `${folder}/trip.json` || partOf(folder, entry.path).kind !== 'other')
      );
    });
  },
  async read(entries, sink, options) {
    for (const tripEntry of entries.filter((entry) => baseName(entry.path) === 'trip.json')) {
      options.signal?.throwIfAborted();
      const folder = folderOf(tripEntry.path);
      const inTrip = entries.filter((entry) => entry.path.startsWith(`${folder}/`));
      await readTrip(sink, tripEntry, inTrip).catch(skipUnreadable(sink));
    }
  },
};

const skipUnreadable = (sink: FoundSink) => (error: unknown) => {
  if (!(error instanceof UnreadableEntry)) throw error;
  sink.skip(error.file, error.message);
};

interface StepStop {
  index: number;
  arrival: Date | null;
  lat: number;
  lng: number;
}

async function readTrip(sink: FoundSink, tripEntry: ImportEntry, inTrip: ImportEntry[]) {
  const folder = folderOf(tripEntry.path);
  const trip = await readJson(tripEntry);
  if (!isRecord(trip))
    throw new UnreadableEntry(tripEntry.path, `${tripEntry.path} is not a Polarsteps trip`);
  const key = typeof trip.id === 'number' || typeof trip.id === 'string' ? `polarsteps:${trip.id}` : folder;
  sink.trip({
    key,
    name: cleanText(trip.name, NAME_MAX),
    summary: cleanText(trip.summary, DESCRIPTION_MAX),
    startDate: dateOf(trip.start_date),
    endDate: dateOf(trip.end_date),
  });

  const deleted = new Set<string>();
  const stops = new Map<string, StepStop>();
  let unplaced = 0;
  const steps = (Array.isArray(trip.all_steps) ? trip.all_steps : [])
    .filter(isRecord)
    .map((step) => ({ step, arrival: dateOf(step.start_time) }))
    .sort((a, b) => (a.arrival?.getTime() ?? Number.MAX_VALUE) - (b.arrival?.getTime() ?? Number.MAX_VALUE));
  for (const { step, arrival } of steps) {
    const id = String(step.id);
    if (step.is_deleted === true || (step.deleted_at !== undefined && step.deleted_at !== null)) {
      deleted.add(id);
      continue;
    }
    const location = isRecord(step.location) ? step.location : {};
    const lat = coordinate(location.lat, 90);
    const lng = coordinate(location.lon, 180);
    if (lat === null || lng === null) {
      unplaced += 1;
      continue;
    }
    const index = sink.stop(key, {
      name:
        cleanText(step.name, NAME_MAX) ??
        cleanText(step.display_name, NAME_MAX) ??
        cleanText(location.name, NAME_MAX) ??
        'Step',
      description: cleanText(step.description, DESCRIPTION_MAX),
      arrival,
      departure: dateOf(step.end_time),
      lat,
      lng,
      country: countryCode(location.country_code),
    });
    stops.set(id, { index, arrival, lat, lng });
  }
  if (unplaced > 0) {
    sink.skip(
      tripEntry.path,
      `${counted(unplaced, 'step', 'steps')} of ${tripEntry.path} left out: no place given`,
    );
  }

  const locations = inTrip.find((entry) => partOf(folder, entry.path).kind === 'locations');
  if (locations) await readRoute(sink, locations, key).catch(skipUnreadable(sink));

  let videos = 0;
  const media = inTrip
    .map((entry) => ({ entry, part: partOf(folder, entry.path) }))
    .sort((a, b) => a.entry.path.localeCompare(b.entry.path));
  for (const { entry, part } of media) {
    if (part.kind === 'video') videos += 1;
    if (part.kind !== 'photo') continue;
    // A step folder is `<slug>_<id>`: the id says whose photos they are. Those of a step deleted in the app go
    // with it; those of a step not in the trip are the trip's own.
    const stepId = /_(\d+)$/.exec(part.stepFolder)?.[1];
    if (stepId !== undefined && deleted.has(stepId)) continue;
    const stop = stepId === undefined ? undefined : stops.get(stepId);
    const photo = {
      source: { kind: 'entry' as const, path: entry.path },
      name: baseName(entry.path),
      size: entry.size,
    };
    if (stop) sink.photo(key, { ...photo, takenAt: stop.arrival, lat: stop.lat, lng: stop.lng }, stop.index);
    else sink.photo(key, photo);
  }
  if (videos > 0) {
    sink.skip(
      folder,
      `${counted(videos, 'video', 'videos')} of ${folder} left out: photos are imported, not videos`,
    );
  }
}

/** locations.json: the points the app tracked, in time order. */
async function readRoute(sink: FoundSink, entry: ImportEntry, key: string) {
  const json = await readJson(entry);
  const timed: { point: TrackPoint; time: number }[] = [];
  for (const location of isRecord(json) && Array.isArray(json.locations) ? json.locations : []) {
    if (!isRecord(location)) continue;
    const lat = coordinate(location.lat, 90);
    const lng = coordinate(location.lon, 180);
    const time = dateOf(location.time);
    if (lat === null || lng === null || !time) continue;
    timed.push({ point: { lat, lng, time: time.toISOString() }, time: time.getTime() });
  }
  timed.sort((a, b) => a.time - b.time);
  const points = pointBatches(sink, key);
  for (const { point } of timed) points.add(point);
  points.flush();
}
