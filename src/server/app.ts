import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { adminRoutes } from './features/admin/routes';
import { oauthRoutes } from './features/auth/oauth-routes';
import { type AuthLimitRules, createAuthLimits } from './features/auth/rate-limits';
import { authRoutes } from './features/auth/routes';
import { createSessionStore } from './features/auth/sessions';
import { billingRoutes } from './features/billing/routes';
import { stripeWebhookRoutes } from './features/billing/webhook-routes';
import { clientConfigRoutes } from './features/client-config/routes';
import { descriptionRoutes } from './features/descriptions/routes';
import { exportRoutes } from './features/export/routes';
import { photoRoutes } from './features/photos/routes';
import { placeRoutes } from './features/places/routes';
import { promoRoutes } from './features/promo/routes';
import { gpsRouteRoutes } from './features/routes/routes';
import { sharedTripRoutes } from './features/sharing/public-routes';
import { sharingRoutes } from './features/sharing/routes';
import { stopRoutes } from './features/stops/routes';
import { tripRoutes } from './features/trips/routes';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { voiceRoutes } from './features/voice/routes';
import { apiDocsTransform } from './http/api-docs';
import { registerCacheControl } from './http/cache-control';
import { registerErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-serializers';
import { ReadCache } from './http/read-cache';
import { registerSecurity } from './http/security';
import { registerSessionLoading } from './http/session';
import { registerTextGuard } from './http/text-guard';
import { registerWebApp } from './http/web-app';
import { fromProjectRoot } from './paths';
import { createDescriber } from './providers/ai';
import { createMailer } from './providers/mail';
import type { Mailer } from './providers/mail/mailer';
import { createOidcProvider } from './providers/oidc/oidc';
import { createPayments } from './providers/payments';
import { createPlacesProvider } from './providers/places';
import { createLocalStorage } from './providers/storage/local-storage';
import { createTranscriber } from './providers/transcription';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the default sign-in limits (tests use generous ones). */
  authLimits?: AuthLimitRules;
  mailer?: Mailer;
  webDir?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the HTTP server; nothing listens and nothing is migrated here. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: options.logStream },
    // Exactly one proxy in front: the client address is the one it adds, not whatever the client claims.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: database.db,
    log: app.log,
    mailer: options.mailer ?? (await createMailer(config, database.db, app.log)),
    oidc: config.oidc ? createOidcProvider(config.oidc) : null,
    authLimits: createAuthLimits(options.authLimits),
    sessions: createSessionStore(database.db),
    places: createPlacesProvider(config),
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    describer: createDescriber(config),
    transcriber: createTranscriber(config),
    payments: await createPayments(config, database.db),
    readCache: new ReadCache(),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.mailer.close());

  registerErrorHandler(app);
  // JSON and text replies on the fly (brotli at a quick setting, or gzip); the web app's files come compressed
  // from the build, and prepared replies carry their own compressed forms.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  await registerSecurity(app, {
    appUrl: config.appUrl,
    tileUrl: config.map.tileUrl,
    stripe: config.stripe !== undefined,
  });
  registerSessionLoading(app, ctx.sessions);
  registerTextGuard(app);
  registerCacheControl(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Roadbook API', version: '1.0.0' } },
    transform: apiDocsTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authRoutes(ctx));
  await app.register(oauthRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(tripRoutes(ctx));
  await app.register(sharingRoutes(ctx));
  await app.register(sharedTripRoutes(ctx));
  await app.register(stopRoutes(ctx));
  await app.register(photoRoutes(ctx));
  await app.register(gpsRouteRoutes(ctx));
  await app.register(placeRoutes(ctx));
  await app.register(clientConfigRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(voiceRoutes(ctx));
  await app.register(descriptionRoutes(ctx));
  await app.register(exportRoutes(ctx));
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

  await registerWebApp(app, options.webDir ?? fromProjectRoot('dist/web'));
  return app as unknown as App;
}
