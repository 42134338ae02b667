import type { Executor } from '../../db/client';
import { readSetting, writeSetting } from './repo';

export interface UploadSettings {
  /** Megabytes per photo. */
  maxUploadSize: number;
  maxPhotosPerTrip: number;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = { maxUploadSize: 10, maxPhotosPerTrip: 100 };

const KEY = 'uploads';

export async function getUploadSettings(db: Executor): Promise<UploadSettings> {
  return { ...DEFAULT_UPLOAD_SETTINGS, ...(await readSetting<Partial<UploadSettings>>(db, KEY)) };
}

export async function saveUploadSettings(db: Executor, value: UploadSettings): Promise<void> {
  await writeSetting(db, KEY, value);
}
