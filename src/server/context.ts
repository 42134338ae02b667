import type { FastifyBaseLogger } from 'fastify';
import type { TripMeasures } from '../common/trips/distance';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RowCache } from './db/row-cache';
import type { EventBus } from './events/bus';
import type { DomainEvents } from './events/domain';
import type { AuthLimits } from './features/auth/rate-limits';
import type { UploadsUnderWay } from './features/photos/uploads-under-way';
import type { ShareOpenings } from './features/sharing/openings';
import type { RouteFigures } from './features/stats/trip-figures';
import type { DisplayedTrack } from './features/tracks/presenter';
import type { ReadCache } from './http/read-cache';
import type { SessionStore } from './http/session';
import type { StoredFileCache } from './http/stored-file-cache';
import type { VersionedCache } from './http/versioned-cache';
import type { ImageProcess } from './image-process/image-process';
import type { JobQueue } from './jobs/queue';
import type { Describer } from './providers/ai/describer';
import type { Mailer } from './providers/mail/mailer';
import type { OidcProvider } from './providers/oidc/oidc';
import type { PaymentProvider } from './providers/payments/payments';
import type { PlacesProvider } from './providers/places/places';
import type { Storage } from './providers/storage/storage';
import type { Transcriber } from './providers/transcription/transcriber';
import type { VisionService } from './providers/vision/vision-service';
import type { Sealer } from './secrets/seal';

/** What every feature needs, built once per server by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The database through connections kept for photo uploads (decision record 021). */
  uploadsDb: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  oidc: OidcProvider | null;
  authLimits: AuthLimits;
  sessions: SessionStore;
  places: PlacesProvider & { warmUp?(): void };
  storage: Storage;
  /** Null when payments are not set up: no Stripe keys and the sandbox not switched on. */
  payments: PaymentProvider | null;
  describer: Describer;
  /** Null when no transcription service is configured. */
  transcriber: Transcriber | null;
  /** Messages between the servers sharing the database: a trip's changes and who has it open. */
  events: EventBus;
  /** A change's consequences within this server, announced once it is committed (decision record 035). */
  domainEvents: DomainEvents;
  /** Background work in PostgreSQL: started when the server is ready, stopped when it closes. */
  jobs: JobQueue;
  /**
   * Work on pixels, each in a process of its own: `request` for what a request waits for (an upload's thumbnail,
   * a copy a reader asks for first), `background` at the lowest priority for jobs (copies, tagging).
   */
  images: { request: ImageProcess; background: ImageProcess };
  /** Null when no vision service is configured. */
  vision: VisionService | null;
  /**
   * Seals values kept in the database, such as travellers' Immich API keys. Null on a server on DATABASE_URL
   * without SECRET_KEY: linking Immich is then off (decision record 039).
   */
  secrets: Sealer | null;
  /** Sessions, share links and trips read on every request, kept while the database announces no change. */
  rows: RowCache;
  /** Replies to big reads, kept per version of what they show. */
  readCache: ReadCache;
  /** The lines maps draw of trips' recorded routes, kept per version of the route (decision record 028). */
  routeLines: VersionedCache<DisplayedTrack>;
  /** The statistics' figures of trips' recorded routes, kept per version of the route. */
  routeFigures: VersionedCache<RouteFigures>;
  /** What trips' distances and driving times are measured from, kept per version of the trip. */
  tripMeasures: VersionedCache<TripMeasures>;
  /** Thumbnails kept whole once read. */
  fileCache: StoredFileCache;
  /** Photo uploads under way here: the image work that follows them waits for a lull. */
  uploadsUnderWay: UploadsUnderWay;
  /** Openings of share links, counted here and written together. */
  shareOpenings: ShareOpenings;
}
