import type { TrackPoint } from '../../../../common/tracks/geometry';
import { HttpError } from '../../../http/errors';
import { type ParsedTrackFile, parseTrackFile } from '../../tracks';
import { readEntryBytes, readEntryHead } from './entry-bytes';
import { extensionOf, stemOf } from './entry-paths';
import { type FormatReader, type ImportEntry, type ImportKind, UnreadableEntry } from './found';
import { pointBatches } from './point-batches';
import { cleanText, DESCRIPTION_MAX, NAME_MAX } from './text';
import { instantOf } from './time-range';

/** A track file is parsed whole in a worker; past this it would not fit the worker's memory anyway. */
const MAX_TRACK_BYTES = 128 * 1024 * 1024;

type TrackKind = Extract<ImportKind, 'gpx' | 'tcx' | 'kml' | 'geojson'>;

const EXTENSIONS: Record<TrackKind, string[]> = {
  gpx: ['gpx'],
  tcx: ['tcx'],
  kml: ['kml', 'kmz'],
  geojson: ['geojson'],
};

const GEOJSON_TYPE =
  /"type"\s*:\s*"(FeatureCollection|Feature|Point|MultiPoint|LineString|MultiLineString|GeometryCollection)"/;

/** What the first bytes say a file is, whatever its name: the root element of XML, a GeoJSON type, a KMZ. */
function kindOfHead(head: Buffer): TrackKind | null {
  if (head[0] === 0x50 && head[1] === 0x4b) return 'kml';
  const text = new TextDecoder().decode(head).trimStart();
  if (text.startsWith('{')) return GEOJSON_TYPE.test(text) ? 'geojson' : null;
  if (!text.startsWith('<')) return null;
  const root = /<(?:[\w.-]+:)?(gpx|kml|TrainingCenterDatabase)[\s>/]/.exec(text)?.[1];
  if (root === 'gpx') return 'gpx';
  if (root === 'kml') return 'kml';
  return root === 'TrainingCenterDatabase' ? 'tcx' : null;
}

/** Files of other names are read when their first bytes say they are this kind (`export.xml`, `route.json`). */
async function claimsAsKind(kind: TrackKind, entry: ImportEntry): Promise<boolean> {
  const extension = extensionOf(entry.path);
  if (EXTENSIONS[kind].includes(extension)) return true;
  if (!['xml', 'json', ''].includes(extension)) return false;
  return kindOfHead(await readEntryHead(entry, 4096)) === kind;
}

/** Whether the bytes can be a track file at all: XML, JSON or a ZIP (KMZ); a photo named .gpx is not. */
function mayBeTrackFile(head: Buffer): boolean {
  if (head[0] === 0x50 && head[1] === 0x4b) return true;
  const text = new TextDecoder().decode(head).trimStart();
  return text.startsWith('<') || text.startsWith('{');
}

const unreadable = (path: string) => `${path} could not be read as GPX, TCX, KML or GeoJSON`;

async function parseEntry(entry: ImportEntry): Promise<ParsedTrackFile> {
  if (!mayBeTrackFile(await readEntryHead(entry, 64)))
    throw new UnreadableEntry(entry.path, unreadable(entry.path));
  const bytes = await readEntryBytes(entry, MAX_TRACK_BYTES);
  try {
    return await parseTrackFile(bytes);
  } catch (error) {
    // A file past a limit says which; any other failure is a file that is not what its name says.
    const tooLarge = error instanceof HttpError && error.statusCode === 413;
    throw new UnreadableEntry(
      entry.path,
      tooLarge ? `${entry.path}: ${error.message}` : unreadable(entry.path),
    );
  }
}

const isoOf = (time: string | undefined | null) => {
  const instant = instantOf(time);
  return instant === null ? null : new Date(instant).toISOString();
};

/**
 * A GPX, TCX, KML/KMZ or GeoJSON file is a trip of its own (the writer merges them when the traveller asks for
 * one): its lines the route (each after the first starting a new stretch), its waypoints stops. A file that
 * cannot be read is named and left out; the other files are still read.
 */
function trackReader(kind: TrackKind): FormatReader {
  return {
    kind,
    async claims(entries) {
      const claimed: ImportEntry[] = [];
      for (const entry of entries) if (await claimsAsKind(kind, entry)) claimed.push(entry);
      return claimed;
    },
    async read(entries, sink, options) {
      for (const entry of entries) {
        options.signal?.throwIfAborted();
        let parsed: ParsedTrackFile;
        try {
          parsed = await parseEntry(entry);
        } catch (error) {
          if (!(error instanceof UnreadableEntry)) throw error;
          sink.skip(error.file, error.message);
          continue;
        }
        const lines = parsed.tracks.map((line) =>
          line.map(({ time, ...point }): TrackPoint => {
            const iso = isoOf(time);
            return iso ? { ...point, time: iso } : point;
          }),
        );
        if (lines.length === 0 && parsed.waypoints.length === 0) {
          sink.skip(entry.path, `${entry.path} holds no track, route or waypoint`);
          continue;
        }
        let first: string | null = null;
        let last: string | null = null;
        for (const line of lines) {
          for (const { time } of line) {
            if (!time) continue;
            if (first === null || time < first) first = time;
            if (last === null || time > last) last = time;
          }
        }
        sink.trip({
          key: entry.path,
          name: cleanText(parsed.name, NAME_MAX) ?? cleanText(stemOf(entry.path), NAME_MAX),
          summary: null,
          startDate: first ? new Date(first) : null,
          endDate: last ? new Date(last) : null,
        });
        const points = pointBatches(sink, entry.path);
        lines.forEach((line, index) => {
          line.forEach((point, at) => {
            points.add(index > 0 && at === 0 ? { ...point, gapBefore: true } : point);
          });
        });
        points.flush();
        for (const waypoint of parsed.waypoints) {
          const arrival = isoOf(waypoint.time);
          sink.stop(entry.path, {
            name: cleanText(waypoint.name, NAME_MAX) ?? 'Waypoint',
            description: cleanText(waypoint.description, DESCRIPTION_MAX),
            arrival: arrival ? new Date(arrival) : null,
            departure: null,
            lat: waypoint.lat,
            lng: waypoint.lng,
            country: null,
          });
        }
      }
    },
  };
}

export const gpxReader = trackReader('gpx');
export const tcxReader = trackReader('tcx');
export const kmlReader = trackReader('kml');
export const geojsonReader = trackReader('geojson');
