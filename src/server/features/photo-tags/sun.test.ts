import { describe, expect, it } from 'vitest';
import { sunTag } from './sun';

const MOAB = [38.5733, -109.5498] as const;
// Sunset at Moab on 14 June 2025: 20:44 MDT, that is 02:44 UTC on the 15th.
const at = (iso: string) => sunTag(new Date(iso), ...MOAB);

describe('the time of day from the sun', () => {
  it('says sunset from 30 minutes before to 15 minutes after sunset', () => {
    expect(at('2025-06-15T02:10:00Z')).toBe('golden hour');
    expect(at('2025-06-15T02:16:00Z')).toBe('sunset');
    expect(at('2025-06-15T02:44:00Z')).toBe('sunset');
    expect(at('2025-06-15T02:58:00Z')).toBe('sunset');
    expect(at('2025-06-15T03:05:00Z')).toBeNull();
  });

  it('says sunrise around sunrise, night after dusk, and nothing at noon', () => {
    // Sunrise at Moab on 14 June 2025: 05:57 MDT, 11:57 UTC.
    expect(at('2025-06-14T12:10:00Z')).toBe('sunrise');
    expect(at('2025-06-15T05:00:00Z')).toBe('night');
    expect(at('2025-06-14T18:30:00Z')).toBeNull();
  });

  it('copes with a sun that does not set', () => {
    expect(sunTag(new Date('2025-06-21T12:00:00Z'), 78.22, 15.65)).toBeNull();
    expect(sunTag(new Date('2025-12-21T12:00:00Z'), 78.22, 15.65)).toBe('night');
  });
});
