// npm run admin -- grant <username> | revoke <username>
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock';
import { setRoleByUsernames } from '../src/server/features/users/repo';

const [action, username] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !username) {
  console.error('Usage: npm run admin -- grant <username>   (or revoke <username>)');
  process.exit(2);
}

try {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    const changed = await setRoleByUsernames(database.db, [username], action === 'grant' ? 'admin' : 'user');
    if (changed.length === 0) {
      console.error(`No account is named ${username}.`);
      process.exitCode = 1;
    } else {
      console.info(
        `${changed[0]} is ${action === 'grant' ? 'now an administrator' : 'no longer an administrator'}.`,
      );
    }
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
