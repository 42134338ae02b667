import { z } from 'zod';
import { EXPORT_DOCUMENT, EXPORT_FORMAT, EXPORT_VERSION } from '../../../../common/contract/roadbook-export';
import { isPlausibleDate } from '../../../../common/schemas/fields';
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags } from '../../../../common/schemas/photos';
import { isWebAddress } from '../../../../common/web-address';
import { readEntryText } from './entry-bytes';
import { baseName, folderOf } from './entry-paths';
import {
  type FormatReader,
  type FoundSink,
  type ImportEntry,
  SourceRefused,
  type TripAsItWas,
  UnreadableEntry,
} from './found';
import { brokenOff, eachJsonItem } from './json-items';
import { pointBatches } from './point-batches';
import { cleanText, counted, countryCode, DESCRIPTION_MAX, NAME_MAX } from './text';

/** The document is read whole: an account of thousands of photos describes them in a few megabytes. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

const CAPTION_MAX = 2000;
const URL_MAX = 2000;
const LONG_TEXT_MAX = 20_000;

const moment = z
  .string()
  .refine((value) => isPlausibleDate(new Date(value)), 'expected a date between the years 1900 and 9999');
const text = z.string().nullable();
const place = (limit: number) => z.number().min(-limit).max(limit);

const memoSchema = z.object({
  file: z.string(),
  durationSeconds: z.number().nullable(),
  transcript: text,
});

const stopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: text,
  comments: text,
  visitType: z.string(),
  arrivalTime: moment.nullable(),
  departureTime: moment.nullable(),
  latitude: place(90),
  longitude: place(180),
  stopOrder: z.number().int().nullable(),
  country: text.optional(),
  wikipediaUrl: text,
  websiteUrl: text,
  aiDescription: text,
  memo: memoSchema.nullable(),
});

const photoSchema = z.object({
  file: z.string(),
  originalName: z.string(),
  latitude: place(90).nullable(),
  longitude: place(180).nullable(),
  takenAt: moment.nullable(),
  caption: text,
  tags: z.array(z.string()),
  locationName: text,
  stopId: z.number().int().nullable(),
});

const tripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: text,
  startLocation: z.string(),
  endLocation: z.string(),
  startDate: moment,
  endDate: moment,
  status: z.string(),
  totalMiles: z.number().min(0).max(1_000_000),
  drivingTime: z.string(),
  createdAt: moment,
  stops: z.array(stopSchema),
  photos: z.array(photoSchema),
  route: z.object({ file: z.string() }).nullable(),
});

/** What the importer reads of `roadbook-export.json` (version 1); the rest is for other tools. */
const documentSchema = z.object({
  user: z.object({ id: z.number().int() }),
  trips: z.array(tripSchema),
});

type ExportedTrip = z.infer<typeof tripSchema>;
type ExportedStop = z.infer<typeof stopSchema>;

const pointSchema = z.object({
  lat: place(90),
  lng: place(180),
  time: moment.optional(),
  ele: z.number().optional(),
  gapBefore: z.boolean().optional(),
});

const isDocument = (entry: ImportEntry) => baseName(entry.path) === EXPORT_DOCUMENT;

/**
 * Whether a file is part of the export whose document is in `root`: everything beside the document (a ZIP's
 * files, a dropped folder's), or its trips' files when the document was sent on its own.
 */
const inExport = (root: string, path: string) =>
  root === '' ? path === EXPORT_DOCUMENT || path.startsWith('trips/') : path.startsWith(`${root}/`);

const pathIn = (root: string, file: string) => (root === '' ? file : `${root}/${file}`);

const issueText = (issue: z.core.$ZodIssue) =>
  `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`;

/** The document's trips, or the reason it is refused: it is the whole export, so nothing of it is read without it. */
async function readDocument(entry: ImportEntry) {
  let json: unknown;
  try {
    json = JSON.parse(await readEntryText(entry, MAX_DOCUMENT_BYTES));
  } catch (error) {
    if (error instanceof UnreadableEntry) throw new SourceRefused(error.message);
    throw new SourceRefused(`${entry.path} is not readable JSON: the file is damaged or cut short`);
  }
  const head = z.object({ format: z.literal(EXPORT_FORMAT), version: z.number().int() }).safeParse(json);
  if (!head.success) throw new SourceRefused(`${entry.path} is not a Roadbook export`);
  if (head.data.version > EXPORT_VERSION) {
    throw new SourceRefused(
      `${entry.path} was made by a newer Roadbook (export version ${head.data.version}); this server reads version ${EXPORT_VERSION}`,
    );
  }
  const document = documentSchema.safeParse(json);
  if (!document.success) {
    throw new SourceRefused(
      `${entry.path} is not a Roadbook export as version ${EXPORT_VERSION} describes it (${issueText(document.error.issues[0] as z.core.$ZodIssue)})`,
    );
  }
  return document.data;
}

/**
 * A "Download my data" ZIP of Roadbook (or its folder, unpacked): each trip a trip as it was, with its stops (their
 * memos), its route as it is kept and its photos byte for byte, placed at their stops. Shares and devices stay:
 * they are of people and phones of the other account.
 */
export const roadbookReader: FormatReader = {
  kind: 'roadbook',
  async claims(entries) {
    const roots = entries.filter(isDocument).map((entry) => folderOf(entry.path));
    return entries.filter((entry) => roots.some((root) => inExport(root, entry.path)));
  },
  async read(entries, sink, options) {
    const seen = new Set<string>();
    for (const documentEntry of entries.filter(isDocument)) {
      const root = folderOf(documentEntry.path);
      const files = new Map(
        entries.filter((entry) => inExport(root, entry.path)).map((entry) => [entry.path, entry]),
      );
      const document = await readDocument(documentEntry);
      for (const trip of document.trips) {
        options.signal?.throwIfAborted();
        const key = `roadbook:${document.user.id}:${trip.id}:${trip.createdAt}`;
        // The same export sent twice in one import is one trip, not two run together.
        if (seen.has(key)) continue;
        seen.add(key);
        await readTrip(sink, key, trip, (file) => files.get(pathIn(root, file)));
      }
    }
  },
};

const STATUSES: readonly TripAsItWas['status'][] = ['draft', 'active', 'completed'];

/** A trip held suspended on the other server is this one's to decide on again: it stands as its dates say. */
function statusOf(trip: ExportedTrip): TripAsItWas['status'] {
  const kept = STATUSES.find((status) => status === trip.status);
  if (kept) return kept;
  return Date.parse(trip.endDate) < Date.now() ? 'completed' : 'active';
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));
const webAddress = (value: string | null) => {
  const address = cleanText(value, URL_MAX);
  return address && isWebAddress(address) ? address : null;
};

async function readTrip(
  sink: FoundSink,
  key: string,
  trip: ExportedTrip,
  fileOf: (file: string) => ImportEntry | undefined,
) {
  sink.trip({
    key,
    name: cleanText(trip.title, NAME_MAX),
    summary: cleanText(trip.description, DESCRIPTION_MAX),
    startDate: new Date(trip.startDate),
    endDate: new Date(trip.endDate),
    asItWas: {
      startLocation: cleanText(trip.startLocation, NAME_MAX) ?? 'Not known',
      endLocation: cleanText(trip.endLocation, NAME_MAX) ?? 'Not known',
      status: statusOf(trip),
      totalMiles: trip.totalMiles,
      drivingTime: cleanText(trip.drivingTime, 50) ?? '0h 0m',
    },
  });

  const missing = (file: string) =>
    sink.skip(file, `${file} is named in ${EXPORT_DOCUMENT} but is not in the export`);
  const stopIndex = new Map<number, number>();
  const ordered = [...trip.stops].sort(
    (a, b) => (a.stopOrder ?? Number.MAX_SAFE_INTEGER) - (b.stopOrder ?? Number.MAX_SAFE_INTEGER),
  );
  for (const stop of ordered) {
    const memoEntry = stop.memo ? fileOf(stop.memo.file) : undefined;
    if (stop.memo && !memoEntry) missing(stop.memo.file);
    stopIndex.set(stop.id, sink.stop(key, { ...stopOf(stop), memo: memoOf(stop, memoEntry) }));
  }

  if (trip.route) {
    const entry = fileOf(trip.route.file);
    if (entry) await readRoute(sink, key, entry);
    else missing(trip.route.file);
  }

  for (const photo of trip.photos) {
    const entry = fileOf(photo.file);
    if (!entry) {
      missing(photo.file);
      continue;
    }
    sink.photo(
      key,
      {
        source: { kind: 'entry', path: entry.path },
        name: cleanText(photo.originalName, 255) ?? baseName(photo.file),
        size: entry.size,
        takenAt: dateOf(photo.takenAt),
        lat: photo.latitude,
        lng: photo.longitude,
        details: {
          caption: cleanText(photo.caption, CAPTION_MAX),
          tags: normalizeTags(photo.tags.map((tag) => tag.slice(0, MAX_TAG_LENGTH))).slice(0, MAX_TAGS),
          locationName: cleanText(photo.locationName, NAME_MAX),
        },
      },
      photo.stopId === null ? undefined : stopIndex.get(photo.stopId),
    );
  }
}

function stopOf(stop: ExportedStop) {
  return {
    name: cleanText(stop.name, NAME_MAX) ?? 'Stop',
    description: cleanText(stop.description, DESCRIPTION_MAX),
    arrival: dateOf(stop.arrivalTime),
    departure: dateOf(stop.departureTime),
    lat: stop.latitude,
    lng: stop.longitude,
    country: countryCode(stop.country),
    comments: cleanText(stop.comments, DESCRIPTION_MAX),
    visitType: cleanText(stop.visitType, 50) ?? undefined,
    wikipediaUrl: webAddress(stop.wikipediaUrl),
    websiteUrl: webAddress(stop.websiteUrl),
    aiDescription: cleanText(stop.aiDescription, LONG_TEXT_MAX),
  };
}

function memoOf(stop: ExportedStop, entry: ImportEntry | undefined) {
  if (!stop.memo || !entry) return undefined;
  const seconds = stop.memo.durationSeconds;
  return {
    source: { kind: 'entry' as const, path: entry.path },
    name: baseName(entry.path),
    size: entry.size,
    durationSeconds:
      seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : null,
    transcript: cleanText(stop.memo.transcript, LONG_TEXT_MAX),
  };
}

/** route.json: the points as the trip kept them, handed over a batch at a time. */
async function readRoute(sink: FoundSink, key: string, entry: ImportEntry) {
  const points = pointBatches(sink, key);
  let unplaced = 0;
  const whole = await eachJsonItem(entry, /^\d+$/, (value) => {
    const point = pointSchema.safeParse(value);
    if (point.success) points.add(point.data);
    else unplaced += 1;
  });
  points.flush();
  if (!whole) sink.skip(entry.path, brokenOff(entry.path));
  if (unplaced > 0) {
    sink.skip(
      entry.path,
      `${counted(unplaced, 'point', 'points')} of ${entry.path} left out: not a route point`,
    );
  }
}
