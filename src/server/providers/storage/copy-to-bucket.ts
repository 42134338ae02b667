import fs from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { isSafeName, STORAGE_AREAS } from './names';
import type { S3Storage } from './s3-storage';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: a second run after an interrupted one sends only the rest. */
  skipped: number;
}

/** Sends every stored file of a local uploads folder to the bucket under the same area and name. */
export async function copyUploadsToBucket(uploadsDir: string, bucket: S3Storage): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  const limit = pLimit(4);
  const tasks: Promise<void>[] = [];
  for (const area of STORAGE_AREAS) {
    const dir = path.join(uploadsDir, area);
    if (!fs.existsSync(dir)) continue;
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !isSafeName(entry.name)) continue;
      tasks.push(
        limit(async () => {
          const file = path.join(dir, entry.name);
          const [local, remote] = await Promise.all([fs.promises.stat(file), bucket.stat(area, entry.name)]);
          if (remote?.size === local.size) {
            report.skipped++;
            return;
          }
          await bucket.put(file, area, entry.name);
          report.copied++;
        }),
      );
    }
  }
  await Promise.all(tasks);
  return report;
}
