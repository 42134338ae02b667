import { describe, expect, it } from 'vitest';
import { stopDots } from './route-image';

describe('the stop dots of the route image', () => {
  it('paints stop 1 last, over the stops after it, first green and last red', () => {
    const dots = stopDots([
      { x: 100, y: 100 },
      { x: 104, y: 102 },
      { x: 300, y: 200 },
    ]);
    expect(dots.map((dot) => dot.label)).toEqual(['3', '2', '1']);
    expect(dots.at(-1)).toMatchObject({ x: 100, y: 100, color: '#16a34a' });
    expect(dots[0]).toMatchObject({ label: '3', color: '#dc2626' });
    expect(dots[1]).toMatchObject({ label: '2', color: '#2563eb' });
  });
});
