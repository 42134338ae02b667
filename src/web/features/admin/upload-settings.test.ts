import { describe, expect, it } from 'vitest';
import { readUploadSettings } from './upload-settings';

describe('readUploadSettings', () => {
  it('reads whole numbers', () => {
    expect(readUploadSettings('25', '300')).toEqual({ maxUploadSize: 25, maxPhotosPerTrip: 300 });
  });

  it('drops anything after the whole number, as parseInt does', () => {
    expect(readUploadSettings('12.7', '50 photos')).toEqual({ maxUploadSize: 12, maxPhotosPerTrip: 50 });
  });

  it('falls back to 10 MB and 100 photos when a field holds no number', () => {
    expect(readUploadSettings('', 'many')).toEqual({ maxUploadSize: 10, maxPhotosPerTrip: 100 });
  });

  it('leaves out-of-range numbers for the server to refuse with its message', () => {
    expect(readUploadSettings('0', '-5')).toEqual({ maxUploadSize: 0, maxPhotosPerTrip: -5 });
  });
});
