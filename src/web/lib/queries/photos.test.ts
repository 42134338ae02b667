import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../common/contract/photos';
import { awaitingTags } from './photos';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const photo = (uploadedAt: string, autoTags: string[] = []) => ({ uploadedAt, autoTags }) as unknown as Photo;

describe('photos awaiting their automatic tags', () => {
  it('waits for a photo uploaded less than two minutes ago that has no tags yet', () => {
    const photos = [photo('2026-04-30T09:00:00.000Z'), photo('2026-05-01T11:59:10.000Z')];
    expect(awaitingTags(photos, NOW)).toBe(true);
    expect(awaitingTags(photos, NOW + 2 * 60_000)).toBe(false);
  });

  it('does not wait for photos already tagged, however new, nor for old ones', () => {
    expect(awaitingTags([photo('2026-05-01T11:59:50.000Z', ['arch'])], NOW)).toBe(false);
    expect(awaitingTags([photo('2026-05-01T11:50:00.000Z')], NOW)).toBe(false);
    expect(awaitingTags([], NOW)).toBe(false);
    expect(awaitingTags(undefined, NOW)).toBe(false);
  });

  it('finds the newest untagged upload wherever it is in a long list', () => {
    const photos = Array.from({ length: 5000 }, (_, i) =>
      photo(new Date(NOW - 3_600_000 + i * 100).toISOString(), i % 2 === 0 ? ['tag'] : []),
    );
    photos.splice(1234, 0, photo('2026-05-01T11:59:30.000Z'));
    expect(awaitingTags(photos, NOW)).toBe(true);
    expect(awaitingTags(photos.slice(0, 1234), NOW)).toBe(false);
  });
});
