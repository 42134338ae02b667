import { describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '../types';
import { keptNote, uploadFailedToast, uploadOutcomeToast } from './upload-outcome';

const outcome = (autoStopCreated: boolean, hasGPS: boolean) =>
  uploadOutcomeToast({ autoStopCreated, hasGPS } as UploadedPhoto);

describe('upload toasts', () => {
  it('tells whether the GPS location made a stop', () => {
    expect(outcome(true, true)).toEqual({
      title: 'Photo uploaded with location',
      description: "A stop was automatically created from the photo's GPS data!",
    });
    expect(outcome(false, true)).toEqual({
      title: 'Photo uploaded with location',
      description: 'GPS data found, but stop already exists nearby.',
    });
    expect(outcome(false, false)).toEqual({
      title: 'Photo uploaded',
      description: 'No GPS location data found in this photo.',
    });
  });

  it('says plainly that a photo added to a chosen stop was taken far from it', () => {
    const onStop = (distanceFromStop: number | null, chosen: boolean, unit: 'mi' | 'km' = 'mi') =>
      uploadOutcomeToast(
        {
          autoStopCreated: false,
          hasGPS: true,
          distanceFromStop,
          stop: { name: 'Monterey' },
        } as UploadedPhoto,
        chosen,
        unit,
      );
    expect(onStop(402_000, true)).toEqual({
      title: 'Photo added to Monterey',
      description:
        'Its GPS location is about 250 miles from this stop. It stays where you put it unless you make a stop where it was taken.',
      action: undefined,
    });
    expect(onStop(5_000, true).description).toMatch(/^Its GPS location is about 3\.1 miles from this stop\./);
    expect(onStop(402_000, true, 'km').description).toMatch(/^Its GPS location is about 402 kilometres from/);
    expect(onStop(5_000, true, 'km').description).toMatch(/^Its GPS location is about 5 kilometres from/);
    expect(onStop(150, true).description).toBe('GPS data found, but stop already exists nearby.');
    expect(onStop(null, true)).toEqual({
      title: 'Photo uploaded with location',
      description: 'Added to Monterey.',
    });
    // Filed by its own GPS location, a photo is by definition near its stop.
    expect(onStop(1_900, false).description).toBe('GPS data found, but stop already exists nearby.');
  });

  it('names the file that failed', () => {
    expect(uploadFailedToast('moab.jpg')).toEqual({
      title: 'Upload failed',
      description: 'Failed to upload moab.jpg. Please try again.',
      variant: 'destructive',
    });
  });

  it('says a photo kept for a stop still waiting on the device goes after that stop, network or not', () => {
    expect(keptNote(-(2 ** 41))).toBe('Saved on this device: sent after its stop');
    expect(keptNote(42)).toBe('Saved on this device: sent when the network returns');
    expect(keptNote(undefined)).toBe('Saved on this device: sent when the network returns');
  });
});
