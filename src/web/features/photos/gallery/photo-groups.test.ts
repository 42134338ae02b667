import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { groupPhotos } from './photo-groups';

const stop = (id: number, name: string) => ({ id, name }) as Stop;
const photo = (id: number, stopId: number | null) => ({ id, stopId }) as Photo;

const summary = (photos: Photo[], stops: Stop[]) =>
  groupPhotos(photos, stops).map((group) => [group.value, group.name, group.photos.map((p) => p.id)]);

describe('groupPhotos', () => {
  it('leaves out stops without photos', () => {
    expect(summary([photo(10, 2)], [stop(1, 'Moab'), stop(2, 'Denver')])).toEqual([
      ['stop-2', 'Denver', [10]],
    ]);
  });

  it('groups by stop in trip order, then unassigned, then photos whose stop is gone', () => {
    const stops = [stop(2, 'Denver'), stop(1, 'Moab'), stop(3, 'Las Vegas')];
    const photos = [photo(10, 1), photo(11, null), photo(12, 2), photo(13, 99), photo(14, 1)];
    expect(summary(photos, stops)).toEqual([
      ['stop-2', 'Denver', [12]],
      ['stop-1', 'Moab', [10, 14]],
      ['unassigned', 'Unassigned', [11]],
      ['unknown', 'Unknown', [13]],
    ]);
  });

  it('tells apart stops of one name by their number in the trip', () => {
    const stops = [stop(1, 'Springfield'), stop(2, 'Joplin'), stop(3, 'Springfield')];
    expect(summary([photo(10, 1), photo(11, 2), photo(12, 3)], stops)).toEqual([
      ['stop-1', 'Springfield · stop 1', [10]],
      ['stop-2', 'Joplin', [11]],
      ['stop-3', 'Springfield · stop 3', [12]],
    ]);
  });
});
