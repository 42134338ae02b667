import { describe, expect, it } from 'vitest';
import { placeTags } from './tag-words';

describe('placeTags', () => {
  it('names a US state in full beside its abbreviation', () => {
    expect(placeTags('Moab, UT, United States')).toEqual(['moab', 'ut', 'utah', 'united states']);
    expect(placeTags('Near Barstow, CA, United States')).toEqual([
      'near barstow',
      'ca',
      'california',
      'united states',
    ]);
  });

  it('keeps names already in full, leaves other countries and numbers alone', () => {
    expect(placeTags('Moab, Grand County, Utah, 84532, United States')).toEqual([
      'moab',
      'grand county',
      'utah',
      'united states',
    ]);
    expect(placeTags('Toulouse, France')).toEqual(['toulouse', 'france']);
    expect(placeTags('Calgary, CA, Canada')).toEqual(['calgary', 'ca', 'canada']);
    expect(placeTags(null)).toEqual([]);
  });
});
