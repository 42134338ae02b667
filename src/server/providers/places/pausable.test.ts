import { describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer';
import { runInSlices, runToEnd } from './pausable';

describe('the gazetteer built in slices', () => {
  it('lets the event loop run between its slices and builds the same gazetteer as at once', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const sliced = await runInSlices(Gazetteer.fromPackage()).finally(() => clearInterval(timer));
    // Built at once, no timer could have run before it ended; in slices of 8 ms of 0.6 s or more, dozens do.
    expect(turns).toBeGreaterThan(10);

    const whole = runToEnd(Gazetteer.fromPackage());
    expect(sliced.places.size).toBe(whole.places.size);
    for (const query of ['moab', 'San', 'Paris, France', 'fort c'])
      expect(sliced.search(query, 8, 'km')).toEqual(whole.search(query, 8, 'km'));
    expect(sliced.spotName(38.57, -109.55, 50)).toEqual(whole.spotName(38.57, -109.55, 50));
  }, 60_000);
});
