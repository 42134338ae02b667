import type { Readable } from 'node:stream';
import type { TrackPoint } from '../../../../common/tracks/geometry';

export { IMPORT_KINDS, type ImportKind } from '../../../../common/contract/imports';

import type { ImportKind } from '../../../../common/contract/imports';

/**
 * One file of an import as a reader sees it: a file sent on its own, or one inside a ZIP that was sent. `path` is
 * the name it was sent with (a folder dropped in the browser keeps its relative paths: `user_data/trip/…`) or,
 * inside an archive, `archive.zip/inner/path`.
 */
export interface ImportEntry {
  path: string;
  /** Bytes once inflated (as the archive declares them, and checked while reading). */
  size: number;
  open(): Promise<Readable>;
}

/** A trip as a source describes it; `key` is unique within one import (Polarsteps' trip id, a file's name). */
export interface FoundTripHead {
  key: string;
  name: string | null;
  summary: string | null;
  startDate: Date | null;
  endDate: Date | null;
  /**
   * A trip exported by Roadbook, as it was: a trip made of it alone takes these and its dates, and keeps its
   * stops in the order given and its route as it was kept.
   */
  asItWas?: TripAsItWas;
}

export interface TripAsItWas {
  startLocation: string;
  endLocation: string;
  status: 'draft' | 'active' | 'completed';
  /** As the traveller gave them; a route measures itself. */
  totalMiles: number;
  drivingTime: string;
}

export interface FoundStop {
  name: string;
  description: string | null;
  arrival: Date | null;
  departure: Date | null;
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 when the source knows it. */
  country: string | null;
  /** What a Roadbook export keeps of a stop beside the above. */
  comments?: string | null;
  visitType?: string;
  wikipediaUrl?: string | null;
  websiteUrl?: string | null;
  aiDescription?: string | null;
  memo?: FoundMemo;
}

/** A file of the import. */
export type EntrySource = { kind: 'entry'; path: string };

/** A stop's voice memo, written once its stop is. */
export interface FoundMemo {
  source: EntrySource;
  name: string;
  size: number;
  durationSeconds: number | null;
  transcript: string | null;
}

/** Where a photo's bytes come from. */
export type PhotoSource = EntrySource | { kind: 'immich'; assetId: string };

/** What a Roadbook export says of a photo beyond its file: kept as it was. */
export interface PhotoDetails {
  caption: string | null;
  tags: string[];
  locationName: string | null;
}

export interface FoundPhoto {
  source: PhotoSource;
  name: string;
  size: number;
  /** What the source says, used when the picture's own EXIF has none. */
  takenAt?: Date | null;
  lat?: number | null;
  lng?: number | null;
  /** A photo coming back from a Roadbook export: filed only under the stop it was at, if any. */
  details?: PhotoDetails;
}

/**
 * What readers hand over as they read, so that neither counting (the preview) nor importing holds more of a large
 * file than it keeps. A stop is referred to by the index `stop` returned.
 */
export interface FoundSink {
  /**
   * Comes before anything else of the trip. Google's sources learn their dates only as they read: they hand the
   * head again under the same key at the end, with the dates then known.
   */
  trip(head: FoundTripHead): void;
  stop(tripKey: string, stop: FoundStop): number;
  points(tripKey: string, points: TrackPoint[]): void;
  photo(tripKey: string, photo: FoundPhoto, stopIndex?: number): void;
  /** Something left out, named by the file it came from; the rest of the file is still read. */
  skip(file: string, reason: string): void;
}

export interface ReadOptions {
  /** Only what happened in this range is handed over (sources with times: Google's). */
  from?: Date;
  to?: Date;
  signal?: AbortSignal;
}

/** A reader for one kind of source: whether these entries are its kind, and reading them into a sink. */
export interface FormatReader {
  kind: ImportKind;
  /** The entries it would read; none when the import is not of its kind. */
  claims(entries: readonly ImportEntry[]): Promise<ImportEntry[]>;
  read(entries: readonly ImportEntry[], sink: FoundSink, options: ReadOptions): Promise<void>;
}

/**
 * Files that cannot be imported at all (an export made by a newer Roadbook, a document that does not read): the
 * import fails with this message, which names the file.
 */
export class SourceRefused extends Error {}

/** An entry that is not what it claims to be: the import names the file and reads no more of it. */
export class UnreadableEntry extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(reason);
  }
}
