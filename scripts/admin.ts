// npm run admin -- grant <username> | revoke <username>
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/lock';
import { openConfiguredDatabase } from '../src/server/db/open-configured';
import { setRoleByUsernames } from '../src/server/features/users/repo';

const [action, username] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !username) {
  console.error('Usage: npm run admin -- grant <username>   (or revoke <username>)');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { role: 'tool', log: (line) => console.info(line) });
  try {
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
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
