// npm run restore -- <folder>: restores a backup into the new, empty data folder (or empty database) that
// DATA_DIR (or DATABASE_URL and S3_*) describes; see "Backups" in docs/deploying.md.
import { runFolderCommand, summary } from '../src/server/backup/command';
import { restore } from '../src/server/backup/restore';

await runFolderCommand(
  'restore',
  restore,
  (manifest) => `Restored ${summary(manifest)} of ${manifest.createdAt}`,
);
