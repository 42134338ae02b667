// npm run backup -- <folder>: a backup of the server that DATA_DIR (or DATABASE_URL and S3_*) describes, running
// or not; see "Backups" in docs/deploying.md.
import { backUp } from '../src/server/backup/backup';
import { runFolderCommand, summary } from '../src/server/backup/command';

await runFolderCommand('backup', backUp, (manifest) => `Backed up ${summary(manifest)}`);
