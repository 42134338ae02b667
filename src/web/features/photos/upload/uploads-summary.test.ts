import { describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '../types';
import { uploadedNote } from './upload-outcome';
import { uploadsSummaryToast } from './uploads-summary';

const photo = (
  hasGPS: boolean,
  autoStopCreated = false,
  stop: string | null = null,
  distanceFromStop: number | null = null,
) => ({ hasGPS, autoStopCreated, stop: stop ? { name: stop } : null, distanceFromStop }) as UploadedPhoto;

describe('the summary of several uploads', () => {
  it('counts what the locations did, naming the new stops', () => {
    const uploaded = [
      photo(true, false, 'Monterey'),
      photo(true, false, 'Monterey'),
      photo(true, false, 'Big Sur'),
      photo(true, false, 'Big Sur'),
      photo(true, true, 'Santa Barbara'),
      photo(false),
    ];
    expect(uploadsSummaryToast(uploaded, [])).toEqual({
      title: '6 photos uploaded',
      description: '4 placed by GPS, 1 new stop: Santa Barbara, 1 without location',
    });
    expect(
      uploadsSummaryToast([photo(true, true, 'Ojai'), photo(true, true, 'Solvang')], []).description,
    ).toBe('2 new stops: Ojai, Solvang');
  });

  it('says which failed, and says so alone when none came', () => {
    expect(uploadsSummaryToast([photo(false), photo(false)], ['moab.jpg'])).toEqual({
      title: '2 photos uploaded',
      description: '2 without location, 1 failed (moab.jpg): please try them again',
      variant: 'destructive',
    });
    expect(uploadsSummaryToast([], ['a.jpg', 'b.jpg'])).toEqual({
      title: 'Upload failed',
      description: '2 photos could not be uploaded (a.jpg, b.jpg). Please try again.',
      variant: 'destructive',
    });
  });

  it('tells photos added to a chosen stop, and how many were taken far from it', () => {
    const toStop = [
      photo(true, false, 'Monterey', 402_000),
      photo(true, false, 'Monterey', 100),
      photo(false, false, 'Monterey'),
    ];
    expect(uploadsSummaryToast(toStop, [], true)).toEqual({
      title: '3 photos uploaded',
      description: 'added to Monterey, 1 taken far from it (see the list)',
    });
  });

  it('notes under each file where its photo went', () => {
    expect(uploadedNote(photo(true, true, 'Ojai'), false, 'mi')).toBe('New stop: Ojai');
    expect(uploadedNote(photo(true, false, 'Ojai'), false, 'mi')).toBe('Placed by GPS at Ojai');
    expect(uploadedNote(photo(false), false, 'mi')).toBe('No location in this photo');
    expect(uploadedNote(photo(true, false, 'Monterey', 402_000), true, 'mi')).toBe(
      'Added to Monterey, taken about 250 miles away',
    );
    expect(uploadedNote(photo(false, false, 'Monterey'), true, 'km')).toBe('Added to Monterey');
  });
});
