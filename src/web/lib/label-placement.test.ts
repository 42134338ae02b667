import { describe, expect, it } from 'vitest';
import { type LabelBox, placeLabels } from './label-placement';

const label = (name: string, left: number, top: number, width = 60, height = 12) => ({
  name,
  box: { left, top, width, height } satisfies LabelBox,
});
const names = (labels: { name: string }[]) => labels.map((placed) => placed.name);
const AREA = { width: 400, height: 300 };

describe('placing map labels', () => {
  it('keeps the first of two overlapping labels and every label clear of the others', () => {
    const placed = placeLabels(
      [
        label('Denver', 100, 100),
        label('Aurora', 130, 105),
        label('Boulder', 100, 130),
        label('Golden', 200, 100),
      ],
      AREA,
    );
    expect(names(placed)).toEqual(['Denver', 'Boulder', 'Golden']);
  });

  it('leaves a gap between labels: boxes that only touch do not both stay', () => {
    expect(names(placeLabels([label('A', 0, 0), label('B', 60, 0)], AREA))).toEqual(['A']);
    expect(names(placeLabels([label('A', 0, 0), label('B', 63, 0)], AREA))).toEqual(['A', 'B']);
  });

  it('drops labels that would be cut by the edge of the area', () => {
    const placed = placeLabels(
      [label('Right', 350, 10), label('Top', 10, -2), label('Bottom', 10, 295), label('In', 10, 10)],
      AREA,
    );
    expect(names(placed)).toEqual(['In']);
  });

  it('keeps labels off the boxes already taken, such as the map controls', () => {
    const taken = [{ left: 0, top: 0, width: 40, height: 60 }];
    const placed = placeLabels([label('Under', 10, 20), label('Beside', 50, 20)], { ...AREA, taken });
    expect(names(placed)).toEqual(['Beside']);
  });

  it('places nothing from nothing', () => {
    expect(placeLabels([], AREA)).toEqual([]);
  });
});
