import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { STORAGE_AREAS } from '../providers/storage/names';
import { createS3Client, createS3Storage } from '../providers/storage/s3-storage';
import type { StorageArea } from '../providers/storage/storage';
import { BackupError } from './backup-error';
import { type FileCollector, fileKey, isNamed } from './files';
import { fingerprintOf } from './hashing';
import type { FilesRecord, LocalFileEntry } from './manifest';

// The bucket is not copied: it is the operator's to keep (versioning, replication, its provider's backups). A
// backup lists the objects its dump names, with their sizes and ETags, so that a restore can check the bucket.

type BucketObject = Extract<FilesRecord, { storage: 's3' }>['objects'][number];

async function listBucket(client: S3Client, bucket: string): Promise<Map<string, BucketObject>> {
  const objects = new Map<string, BucketObject>();
  for (const area of STORAGE_AREAS) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${area}/`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        objects.set(object.Key, { key: object.Key, bytes: object.Size ?? 0, etag: object.ETag ?? '' });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return objects;
}

export function bucketFileCollector(config: S3Config): FileCollector {
  const client = createS3Client(config);
  const taken = new Map<string, BucketObject>();
  return {
    async collect(named) {
      const listed = await listBucket(client, config.bucket);
      const missing: string[] = [];
      for (const [area, names] of Object.entries(named)) {
        for (const name of names) {
          const key = fileKey(area, name);
          const object = listed.get(key);
          if (object) taken.set(key, object);
          else if (!taken.has(key)) missing.push(key);
        }
      }
      return missing;
    },
    async keepOnly(named) {
      for (const key of taken.keys()) if (!isNamed(named, key)) taken.delete(key);
    },
    record() {
      const objects = [...taken.values()].sort((a, b) => a.key.localeCompare(b.key));
      return {
        storage: 's3',
        bucket: config.bucket,
        count: objects.length,
        bytes: objects.reduce((sum, object) => sum + object.bytes, 0),
        objects,
      };
    },
  };
}

/** Refuses a restore whose bucket lacks objects the backup lists, or holds them at another size. */
export async function checkBucketHolds(config: S3Config, objects: BucketObject[]): Promise<void> {
  const listed = await listBucket(createS3Client(config), config.bucket);
  const missing = objects.filter((object) => listed.get(object.key)?.bytes !== object.bytes);
  if (missing.length > 0) {
    throw new BackupError(
      `The bucket ${config.bucket} lacks ${missing.length} of the ${objects.length} files this backup's database names (${missing
        .slice(0, 3)
        .map((object) => object.key)
        .join(
          ', ',
        )}${missing.length > 3 ? ', …' : ''}): restore the bucket first, or set S3_BUCKET to the one that holds them`,
    );
  }
}

/** Sends the backup's files to the bucket, each checked against its hash first; `tempDir` as the server's. */
export async function copyFilesToBucket(
  config: S3Config,
  tempDir: string,
  backupFolder: string,
  entries: LocalFileEntry[],
): Promise<void> {
  const bucket = createS3Storage(config, tempDir);
  for (const entry of entries) {
    const file = path.join(backupFolder, 'uploads', entry.area, entry.name);
    const found = await fingerprintOf(file).catch((error: Error) => {
      throw new BackupError(`The backup's file ${file} cannot be read (${error.message})`);
    });
    if (found.sha256 !== entry.sha256 || found.bytes !== entry.bytes) {
      throw new BackupError(`The backup's file ${file} differs from its manifest: the backup is damaged`);
    }
    await bucket.put(file, entry.area as StorageArea, entry.name);
  }
}
