import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/** The uploads folder under DATA_DIR, or an S3 bucket when S3_BUCKET is set (its client loaded only then). */
export async function createStorage(config: Config): Promise<Storage> {
  const root = path.join(config.dataDir, 'uploads');
  if (!config.s3) return createLocalStorage(root);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3, path.join(root, '.incoming'));
}
