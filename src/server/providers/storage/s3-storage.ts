import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { ProviderError } from '../provider-error';
import { assertSafeName, isSafeName } from './names';
import type { ListedFile, Storage, StorageArea } from './storage';
import { createTempFiles } from './temp-files';

export type S3Storage = Storage & {
  /** Uploads a file from this server's disk, leaving it there (the copy command's way in). */
  put(filePath: string, area: StorageArea, name: string): Promise<void>;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** A bucket that cannot be reached or refuses: the request answers 502, not a 500 of our own. */
async function failing<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) throw error;
    throw new ProviderError('failed', 'The file storage is not answering. Please try again.', {
      cause: error,
    });
  }
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer chunked uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
}

/**
 * Files as objects `${area}/${name}` of one bucket, so every app server sees the same ones. Uploads are still
 * written to this server's disk first (`tempDir`) and sent to the bucket when kept; reads stream from the
 * bucket through the app, which decides who may read (decision 016).
 */
export function createS3Storage(
  config: S3Config,
  tempDir: string,
  client = createS3Client(config),
): S3Storage {
  const Bucket = config.bucket;
  const key = (area: StorageArea, name: string) => {
    assertSafeName(name);
    return `${area}/${name}`;
  };
  const put = async (filePath: string, area: StorageArea, name: string) => {
    const { size } = await fs.promises.stat(filePath);
    await failing(
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(area, name),
          Body: fs.createReadStream(filePath),
          ContentLength: size,
        }),
      ),
    );
  };
  return {
    ...createTempFiles(tempDir),
    put,
    async keep(tempPath, area, name) {
      await put(tempPath, area, name);
      await fs.promises.rm(tempPath, { force: true });
    },
    async stat(area, name) {
      if (!isSafeName(name)) return null;
      try {
        const head = await failing(client.send(new HeadObjectCommand({ Bucket, Key: key(area, name) })));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read(area, name, range) {
      const Key = key(area, name);
      // The request starts with the first read, and a reader that stops early ends it.
      return Readable.from(
        (async function* () {
          const object = await client.send(
            new GetObjectCommand({
              Bucket,
              Key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          );
          yield* object.Body as Readable;
        })(),
        { objectMode: false },
      );
    },
    async remove(area, name) {
      if (!isSafeName(name)) return;
      await failing(client.send(new DeleteObjectCommand({ Bucket, Key: key(area, name) })));
    },
    async list(area) {
      const files: ListedFile[] = [];
      const Prefix = `${area}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            files.push({ name: object.Key.slice(Prefix.length), modifiedAt: object.LastModified });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async check() {
      // A bucket that never answers must not pile up one request per readiness check.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(5000) });
    },
  };
}
