import { describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '../types';
import { uploadFailedToast, uploadOutcomeToast } from './upload-outcome';

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

  it('names the file that failed', () => {
    expect(uploadFailedToast('moab.jpg')).toEqual({
      title: 'Upload failed',
      description: 'Failed to upload moab.jpg. Please try again.',
      variant: 'destructive',
    });
  });
});
