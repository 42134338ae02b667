import { describe, expect, it } from 'vitest';
import { dateAfterPrevious } from './migration-dates.mjs';

const entry = (idx: number, when: number) => ({ idx, when, tag: `000${idx}_change`, breakpoints: true });

describe('dating new migrations', () => {
  it('dates a new migration a second after one dated ahead of the clock', () => {
    const entries = [entry(0, 5_000), entry(1, 9_000), entry(2, 6_000)];
    expect(dateAfterPrevious(entries, 2)).toEqual([entry(0, 5_000), entry(1, 9_000), entry(2, 10_000)]);
  });

  it('dates several new migrations each after the one before', () => {
    const entries = [entry(0, 9_000), entry(1, 6_000), entry(2, 6_000)];
    expect(dateAfterPrevious(entries, 1).map((e) => e.when)).toEqual([9_000, 10_000, 11_000]);
  });

  it('keeps a new migration dated after the one before it', () => {
    const entries = [entry(0, 5_000), entry(1, 7_000)];
    expect(dateAfterPrevious(entries, 1)).toEqual(entries);
  });

  it('moves a new migration dated the same moment as the one before it', () => {
    expect(dateAfterPrevious([entry(0, 5_000), entry(1, 5_000)], 1).map((e) => e.when)).toEqual([
      5_000, 6_000,
    ]);
  });

  it('leaves the earlier migrations and a first migration as they are', () => {
    expect(dateAfterPrevious([entry(0, 5_000)], 0)).toEqual([entry(0, 5_000)]);
    expect(dateAfterPrevious([entry(0, 9_000), entry(1, 5_000)], 2).map((e) => e.when)).toEqual([
      9_000, 5_000,
    ]);
  });
});
