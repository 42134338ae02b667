import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { RowCache } from './db/row-cache';
import { createEventBus } from './events/bus';
import { createDomainEvents } from './events/domain';
import { adminRoutes } from './features/admin/routes';
import { oauthRoutes } from './features/auth/oauth-routes';
import { type AuthLimitRules, createAuthLimits } from './features/auth/rate-limits';
import { authRoutes } from './features/auth/routes';
import { createSessionStore } from './features/auth/sessions';
import { basemapRoutes } from './features/basemap/routes';
import { billingRoutes } from './features/billing/routes';
import { stripeWebhookRoutes } from './features/billing/webhook-routes';
import { defineCleanUpJobs } from './features/clean-up/jobs';
import { clientConfigRoutes } from './features/client-config/routes';
import { collaborationRoutes } from './features/collaboration/routes';
import { accountExportRoutes, defineAccountExportJobs } from './features/data-export';
import { descriptionRoutes } from './features/descriptions/routes';
import { deviceRoutes } from './features/devices/routes';
import { attachWaitingPointsOnTripChange } from './features/devices/subscriber';
import { exportRoutes } from './features/export/routes';
import { healthRoutes } from './features/health/routes';
import { immichRoutes } from './features/immich/routes';
import { defineImportJobs, importRoutes } from './features/imports';
import { ingestRoutes } from './features/ingest/routes';
import { definePhotoTagJobs, queueUntaggedPhotos } from './features/photo-tags/jobs';
import { photoSearchRoutes } from './features/photo-tags/routes';
import { definePhotoJobs } from './features/photos/jobs';
import { photoRoutes } from './features/photos/routes';
import { UploadsUnderWay } from './features/photos/uploads-under-way';
import { placeRoutes } from './features/places/routes';
import { promoRoutes } from './features/promo/routes';
import { followInvitations } from './features/sharing/invitations';
import { createShareOpenings } from './features/sharing/openings';
import { sharedTripRoutes } from './features/sharing/public-routes';
import { sharingRoutes } from './features/sharing/routes';
import { defineStatsJobs, queueStaleTripStats } from './features/stats/jobs';
import { publicReviewRoutes } from './features/stats/public-routes';
import { statsRoutes } from './features/stats/routes';
import { stopRoutes } from './features/stops/routes';
import { trackRoutes } from './features/tracks/routes';
import { tripRoutes } from './features/trips/routes';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { voiceRoutes } from './features/voice/routes';
import { defineVoiceJobs } from './features/voice/transcription-job';
import { giveBackMemory } from './give-back-memory';
import { apiDocsTransform } from './http/api-docs';
import { registerCacheControl } from './http/cache-control';
import { registerErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-serializers';
import { ReadCache } from './http/read-cache';
import { registerReadYourWrites } from './http/read-your-writes';
import { registerSecurity } from './http/security';
import { registerSessionLoading } from './http/session';
import { StoredFileCache } from './http/stored-file-cache';
import { registerTextGuard } from './http/text-guard';
import { VersionedCache } from './http/versioned-cache';
import { registerWebApp } from './http/web-app';
import { registerIdempotencyKeys } from './idempotency/request-keys';
import { createImageProcess } from './image-process/image-process';
import { createJobQueue } from './jobs/queue';
import { fromProjectRoot } from './paths';
import { createDescriber } from './providers/ai';
import { createMailer } from './providers/mail';
import { createOidcProvider } from './providers/oidc/oidc';
import { createPayments } from './providers/payments';
import { createPlacesProvider } from './providers/places';
import { createStorage } from './providers/storage';
import { createTranscriber } from './providers/transcription';
import { createVision } from './providers/vision';
import { createSecrets } from './secrets/server-key';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the default sign-in limits (tests use generous ones). */
  authLimits?: AuthLimitRules;
  webDir?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & { ctx: AppContext };

/**
 * Every schema is a zod schema. Naming zod's compilers as the factories too keeps Fastify from loading its own
 * JSON-schema ones (Ajv, fast-json-stringify), a noticeable part of every start.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Route lines kept: each up to 2,000 points, a few hundred KB as objects. */
const ROUTE_LINES_KEPT = 32;
/** Routes' statistics figures kept: a few days and countries each, one for every trip the jobs go through. */
const ROUTE_FIGURES_KEPT = 2048;
/** Trips' distances and driving times kept: three numbers each, one for every trip read lately. */
const TRIP_MEASURES_KEPT = 20_000;

/** Builds the HTTP server; nothing listens and nothing is migrated here. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: options.logStream },
    // Each request's two lines only when asked for (LOG_LEVEL=debug or trace): at info the log is the server's own.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Exactly one proxy in front: the client address is the one it adds, not whatever the client claims.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = createJobQueue(database.pool, config.jobs, app.log);
  const events = createEventBus(database.pool.options, app.log);
  const rows = new RowCache(events);
  const ctx: AppContext = {
    config,
    db: database.db,
    uploadsDb: database.uploads,
    log: app.log,
    mailer: await createMailer(config, database.db, jobs, app.log),
    oidc: config.oidc ? createOidcProvider(config.oidc) : null,
    authLimits: createAuthLimits(database.pool, options.authLimits),
    sessions: createSessionStore(database.db, rows),
    places: createPlacesProvider(config),
    storage: await createStorage(config),
    describer: createDescriber(config),
    transcriber: createTranscriber(config),
    payments: await createPayments(config, database.db),
    jobs,
    images: {
      request: createImageProcess({ priority: 'request' }),
      background: createImageProcess({ priority: 'background' }),
    },
    vision: createVision(config),
    secrets: createSecrets(config),
    readCache: new ReadCache(),
    routeLines: new VersionedCache({ max: ROUTE_LINES_KEPT }),
    routeFigures: new VersionedCache({ max: ROUTE_FIGURES_KEPT }),
    tripMeasures: new VersionedCache({ max: TRIP_MEASURES_KEPT }),
    fileCache: new StoredFileCache(),
    uploadsUnderWay: UploadsUnderWay.forJobs(config.jobs.timeoutSeconds),
    shareOpenings: createShareOpenings(database.db, app.log),
    events,
    domainEvents: createDomainEvents(app.log),
    rows,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.mailer.close());
  // After the last request has been answered, before the database closes.
  app.addHook('onClose', () => ctx.shareOpenings.close());
  definePhotoJobs(ctx);
  defineCleanUpJobs(ctx);
  definePhotoTagJobs(ctx);
  defineStatsJobs(ctx);
  defineVoiceJobs(ctx);
  defineImportJobs(ctx);
  defineAccountExportJobs(ctx);
  followInvitations(ctx);
  attachWaitingPointsOnTripChange(ctx);
  ctx.jobs.whenQuiet(giveBackMemory);
  // The queue starts once the server answers (starting it is a noticeable part of a start; a job sent before
  // that waits for it), and again every few seconds while the database is away.
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  // The passes that queue what was left over: they send jobs, so the queue stops after them.
  let leftOvers: Promise<unknown> = Promise.resolve();
  const startJobs = async (): Promise<void> => {
    try {
      await ctx.jobs.start();
    } catch (error) {
      if (closing) return;
      app.log.warn({ err: error }, 'the job queue could not start; trying again in 5 s');
      retry = setTimeout(() => void startJobs(), 5000).unref();
      return;
    }
    if (closing) return;
    leftOvers = Promise.all([
      // Trips without current figures (a database just migrated, or changed while no server ran) are queued at once.
      queueStaleTripStats(ctx).catch((error) =>
        app.log.warn({ err: error }, 'queueing trips for their statistics failed'),
      ),
      // Photos left untagged (before an upgrade, or while no server ran) are queued at once, not in a minute.
      queueUntaggedPhotos(ctx).catch((error) =>
        app.log.warn({ err: error }, 'queueing untagged photos failed'),
      ),
    ]);
  };
  app.addHook('onListen', async () => {
    void startJobs();
  });
  app.addHook('onClose', async () => {
    // A retry due meanwhile would start the queue on a pool about to close.
    closing = true;
    clearTimeout(retry);
    await leftOvers;
    await ctx.jobs.stop();
    await Promise.all([ctx.images.request.close(), ctx.images.background.close()]);
  });
  app.addHook('onClose', () => ctx.events.close());

  registerErrorHandler(app);
  registerIdempotencyKeys(app, { db: ctx.db, uploads: ctx.uploadsDb });
  // JSON and text replies on the fly (brotli at a quick setting, or gzip); the web app's files come compressed
  // from the build, and prepared replies carry their own compressed forms.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  registerSecurity(app, {
    appUrl: config.appUrl,
    tileUrl: config.map.tileUrl,
    stripe: config.stripe !== undefined,
  });
  registerSessionLoading(app, { sessions: ctx.sessions, uploads: createSessionStore(ctx.uploadsDb, rows) });
  registerReadYourWrites(app, rows);
  registerTextGuard(app);
  registerCacheControl(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Roadbook API', version: '1.0.0' } },
    transform: apiDocsTransform,
  });
  // The built server bundles the viewer's code (sharing its libraries, which shortens each start), not its files:
  // they are read from its package.
  const viewerFiles = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
    'static',
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    baseDir: viewerFiles,
    logo: { type: 'image/svg+xml', content: fs.readFileSync(path.join(viewerFiles, 'logo.svg')) },
  });

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(oauthRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(tripRoutes(ctx));
  await app.register(sharingRoutes(ctx));
  await app.register(collaborationRoutes(ctx));
  await app.register(sharedTripRoutes(ctx));
  await app.register(stopRoutes(ctx));
  await app.register(photoRoutes(ctx));
  await app.register(photoSearchRoutes(ctx));
  await app.register(trackRoutes(ctx));
  await app.register(deviceRoutes(ctx));
  await app.register(importRoutes(ctx));
  await app.register(accountExportRoutes(ctx));
  await app.register(immichRoutes(ctx));
  await app.register(ingestRoutes(ctx));
  await app.register(placeRoutes(ctx));
  await app.register(basemapRoutes());
  await app.register(clientConfigRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(voiceRoutes(ctx));
  await app.register(descriptionRoutes(ctx));
  await app.register(exportRoutes(ctx));
  await app.register(statsRoutes(ctx));
  await app.register(publicReviewRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(promoRoutes(ctx));
  if (config.stripe?.webhookSecret) {
    await app.register(
      stripeWebhookRoutes(ctx, {
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
      }),
    );
  }

  registerWebApp(app, options.webDir ?? fromProjectRoot('dist/web'));
  return app as unknown as App;
}
