// npm run copy-uploads-to-s3: sends DATA_DIR/uploads to the bucket named by S3_BUCKET (see docs/deploying.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { copyUploadsToBucket } from '../src/server/providers/storage/copy-to-bucket';
import { createS3Storage } from '../src/server/providers/storage/s3-storage';

try {
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, … as the server will have them) first.');
    process.exit(2);
  }
  const uploads = path.join(config.dataDir, 'uploads');
  const bucket = createS3Storage(config.s3, path.join(uploads, '.incoming'));
  await bucket.check();
  const { copied, skipped } = await copyUploadsToBucket(uploads, bucket);
  console.info(
    `Copied ${copied} files from ${uploads} to the bucket ${config.s3.bucket} (${skipped} were already there).`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
