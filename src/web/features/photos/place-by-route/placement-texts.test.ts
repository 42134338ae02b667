import { describe, expect, it } from 'vitest';
import { placedTitle, previewLine, stopsLine, undoneLine } from './placement-texts';

const at = (stopName: string, photoId = 1) => ({ photoId, lat: 0, lng: 0, stopId: null, stopName });

describe('the texts of placing photos by the route', () => {
  it('counts the photos that can be placed and those that cannot', () => {
    expect(previewLine({ placed: Array(12).fill(at('Moab')), unplaced: 3 })).toBe(
      '12 photos can be placed, 3 cannot',
    );
    expect(previewLine({ placed: [at('Moab')], unplaced: 0 })).toBe('1 photo can be placed');
    expect(previewLine({ placed: [], unplaced: 4 })).toBe('No photos can be placed');
    expect(previewLine({ placed: [], unplaced: 1 })).toBe('The photo cannot be placed');
  });

  it('names the stops the photos went to, each once, and counts the rest', () => {
    expect(stopsLine([at('Moab'), at('Moab', 2)])).toBe('Under Moab.');
    expect(stopsLine([at('Moab'), at('Green River', 2)])).toBe('Under Moab and Green River.');
    expect(stopsLine([at('A'), at('B'), at('C')])).toBe('Under A, B and C.');
    expect(stopsLine([at('A'), at('B'), at('C'), at('D')])).toBe('Under A, B and 2 more stops.');
  });

  it('says what was placed and what was put back', () => {
    expect(placedTitle(2)).toBe('2 photos placed by the route');
    expect(placedTitle(0)).toBe('No photos left to place');
    expect(undoneLine({ restored: 1, stopsRemoved: 0 })).toBe('1 photo without a position again.');
    expect(undoneLine({ restored: 2, stopsRemoved: 1 })).toBe(
      '2 photos without a position again; the stop made for them was removed.',
    );
    expect(undoneLine({ restored: 3, stopsRemoved: 2 })).toBe(
      '3 photos without a position again; 2 stops made for them were removed.',
    );
  });
});
