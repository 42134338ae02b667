import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { naturalEarthOf } from './natural-earth';

const read = (name: string) =>
  JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve(name), 'utf8'));
const atlas = naturalEarthOf(read('world-atlas/countries-50m.json'), read('us-atlas/states-10m.json'));

/** How far, in degrees, the point lies from the segment from a to b. */
function distanceToSegment([x, y]: [number, number], [ax = 0, ay = 0]: number[], [bx = 0, by = 0]: number[]) {
  const length = (bx - ax) ** 2 + (by - ay) ** 2;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

/** Whether a line passes within a tenth of a degree of the point. */
const passesBy = (lines: number[][][], point: [number, number]) =>
  lines.some((line) =>
    line.some((start, index) => {
      const end = line[index + 1];
      return end !== undefined && distanceToSegment(point, start, end) < 0.1;
    }),
  );

describe('the offline map drawn from Natural Earth', () => {
  it('has the land as one shape', () => {
    expect(atlas.land.type).toBe('MultiPolygon');
  });

  it('draws the border between the United States and Canada, and no coast as a border', () => {
    // The 49th parallel south of Osoyoos, and the coast of Oregon at Florence.
    expect(passesBy(atlas.borders.coordinates, [-119.5, 49])).toBe(true);
    expect(passesBy(atlas.coast.coordinates, [-124.1, 44.0])).toBe(true);
    expect(passesBy(atlas.borders.coordinates, [-124.1, 44.0])).toBe(false);
  });

  it('draws the coasts apart from the borders', () => {
    expect(passesBy(atlas.coast.coordinates, [-119.5, 49])).toBe(false);
    expect(atlas.coast.coordinates.length).toBeGreaterThan(1000);
  });

  it('draws the lines between US states, and not the coast or the border with Canada again', () => {
    // Utah and Arizona meet on the 37th parallel at Kanab; California and Nevada at Lake Tahoe's south shore.
    expect(passesBy(atlas.regions.coordinates, [-112.5, 37])).toBe(true);
    expect(passesBy(atlas.regions.coordinates, [-119.95, 38.95])).toBe(true);
    expect(passesBy(atlas.regions.coordinates, [-124.1, 44.0])).toBe(false);
    expect(passesBy(atlas.regions.coordinates, [-119.5, 49])).toBe(false);
  });
});
