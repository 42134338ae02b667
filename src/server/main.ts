import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { purgeExpiredSessions } from './features/auth/sessions';
import { setRoleByUsernames } from './features/users/repo';

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  const app = await buildApp({ config, database });

  const granted = await setRoleByUsernames(database.db, config.adminUsernames, 'admin');
  if (granted.length > 0) app.log.info(`administrators: ${granted.join(', ')}`);

  const purge = setInterval(
    () => {
      purgeExpiredSessions(database.db).catch((error) =>
        app.log.warn({ err: error }, 'session purge failed'),
      );
    },
    60 * 60 * 1000,
  );
  purge.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    clearInterval(purge);
    let code = 0;
    try {
      await app.close();
      await database.close();
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      releaseLock();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  // Builds the offline place index now rather than on the first search.
  setImmediate(() => app.ctx.places.warmUp?.());
  console.info(
    `Roadbook is ready at http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
