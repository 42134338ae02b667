import type { UploadSettings } from './types';

/** The limits the server applies until an administrator changes them. */
export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = { maxUploadSize: 10, maxPhotosPerTrip: 100 };

function wholeNumber(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? fallback : value;
}

/** The two fields as the spec reads them: whole numbers, 10 and 100 when a field holds none. */
export function readUploadSettings(uploadSize: string, photosPerTrip: string): UploadSettings {
  return {
    maxUploadSize: wholeNumber(uploadSize, DEFAULT_UPLOAD_SETTINGS.maxUploadSize),
    maxPhotosPerTrip: wholeNumber(photosPerTrip, DEFAULT_UPLOAD_SETTINGS.maxPhotosPerTrip),
  };
}
