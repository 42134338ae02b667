import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AuthLimits } from './features/auth/rate-limits';
import type { ReadCache } from './http/read-cache';
import type { SessionStore } from './http/session';
import type { Describer } from './providers/ai/describer';
import type { Mailer } from './providers/mail/mailer';
import type { OidcProvider } from './providers/oidc/oidc';
import type { PaymentProvider } from './providers/payments/payments';
import type { PlacesProvider } from './providers/places/places';
import type { Storage } from './providers/storage/storage';
import type { Transcriber } from './providers/transcription/transcriber';

/** What every feature needs, built once per server by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  oidc: OidcProvider | null;
  authLimits: AuthLimits;
  sessions: SessionStore;
  places: PlacesProvider & { warmUp?(): void };
  storage: Storage;
  payments: PaymentProvider;
  describer: Describer;
  /** Null when no transcription service is configured. */
  transcriber: Transcriber | null;
  /** Replies to big reads, kept per version of what they show. */
  readCache: ReadCache;
}
