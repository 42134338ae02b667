import type { Executor } from '../../db/client';
import { storageRefusal } from '../../policy/plans';
import type { UserRow } from '../users';
import type { ImportRow } from './repo';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Why the photos and memos of the import's files would not fit in the storage of `owner` (the chosen trip's owner,
 * or the traveller for the trips it makes), naming the files; null when they fit.
 */
export async function importRoomRefusal(
  db: Executor,
  owner: UserRow,
  row: Pick<ImportRow, 'files' | 'found'>,
): Promise<string | null> {
  const bytes = row.found?.bytes ?? 0;
  if (bytes === 0) return null;
  const files = row.files.map((file) => file.name).join(', ');
  return storageRefusal(db, owner, bytes, `The ${megabytes(bytes)} of photos and voice memos in ${files}`);
}
