import type { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open-configured';
import { closeGracefully } from './http/close-gracefully';

async function main(): Promise<void> {
  const config = loadConfig();
  // The server's code (most of it) is read and compiled while PostgreSQL starts in its own process.
  const serverCode = Promise.all([
    import('./app'),
    import('./files/sweep'),
    import('./features/photos/derived-images'),
    import('./features/users/repo'),
  ]).then(([{ buildApp }, sweep, { backfillDerivedImages }, { setRoleByUsernames }]) => ({
    buildApp,
    ...sweep,
    backfillDerivedImages,
    setRoleByUsernames,
  }));
  serverCode.catch(() => {});
  let stop: (reason: string, code?: number) => Promise<void> = async (_reason, code = 1) =>
    process.exit(code);
  const database = await openConfiguredDatabase(config, {
    role: 'server',
    log: (line) => console.info(line),
    // Five deaths in a minute is not something to paper over: exit, and let a supervisor (or a person) look.
    onDatabaseLost: (error) =>
      void stop(`the embedded PostgreSQL could not be restarted (${error.message})`, 1),
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let server: Awaited<typeof serverCode>;
  try {
    server = await serverCode;
    app = await server.buildApp({ config, database });
    // Files left by a crash: all of them when this process alone can write, else only those old enough.
    const swept = await server.sweepStoredFiles(
      database.db,
      app.ctx.storage,
      database.exclusive ? server.SWEEP_ALL : server.SWEEP_AGES,
    );
    if (swept.orphans + swept.temporary > 0) {
      app.log.info(
        `removed ${swept.orphans} stored files no row names and ${swept.temporary} temporary files`,
      );
    }
    // Fastify logs a line per address it listens on; the server's one line once it is ready says where to go.
    const level = app.log.level;
    app.log.level = 'warn';
    try {
      await app.listen({ port: config.port, host: config.host });
    } finally {
      app.log.level = level;
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const granted = await server.setRoleByUsernames(database.db, config.adminUsernames, 'admin');
  if (granted.length > 0) app.log.info(`administrators: ${granted.join(', ')}`);

  // Work of this process outside requests and jobs, which a stop ends before the database closes.
  const backfillStop = new AbortController();
  let backfill: Promise<unknown> = Promise.resolve();

  let stopping = false;
  stop = async (reason, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: finishing requests in flight, then closing`);
    backfillStop.abort();
    let code = exitCode;
    try {
      await closeGracefully(app, 10_000);
      await backfill;
      await database.close();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const { port } = app.server.address() as { port: number };
  // Builds the offline place index (heavy work) a moment after the first answers, rather than on
  // the first search or before the server answers at all.
  setTimeout(() => app.ctx.places.warmUp?.(), 1000).unref();
  // Photos from before copies without metadata existed, and any whose job was lost, get their derived images in
  // the background; a reader who comes first has them made on the spot.
  backfill = server
    .backfillDerivedImages(
      { ...app.ctx, db: database.db, images: app.ctx.images.background },
      app.log,
      backfillStop.signal,
    )
    .then((made) => {
      if (made > 0) app.log.info(`made the derived images of ${made} photos`);
    })
    .catch((error) => app.log.warn({ err: error }, 'derived images could not be made'));
  console.info(`Roadbook is ready at http://localhost:${port} (${database.description})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
