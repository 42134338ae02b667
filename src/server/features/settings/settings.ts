import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export interface UploadSettings {
  /** Megabytes per photo. */
  maxUploadSize: number;
  maxPhotosPerTrip: number;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = { maxUploadSize: 10, maxPhotosPerTrip: 100 };

const KEY = 'uploads';

export async function getUploadSettings(db: Executor): Promise<UploadSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return { ...DEFAULT_UPLOAD_SETTINGS, ...(row?.value as Partial<UploadSettings> | undefined) };
}

export async function saveUploadSettings(db: Executor, value: UploadSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
