import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../distance';
import { addPoint, dropSent, newRecording } from './recording-state';

const at = (lat: number, second: number) => ({ lat, lng: -105, time: new Date(second * 1000).toISOString() });

describe('a recording', () => {
  it('counts points and miles and keeps them pending', () => {
    const recording = addPoint(addPoint(newRecording(), at(40, 1)), at(40.01, 2));
    expect(recording.pointCount).toBe(2);
    expect(recording.pending).toHaveLength(2);
    expect(recording.miles).toBeCloseTo(haversineMiles(at(40, 1), at(40.01, 2)), 9);
  });

  it('ignores a point no later than the last one', () => {
    const recording = addPoint(newRecording(), at(40, 5));
    expect(addPoint(recording, at(41, 5))).toBe(recording);
  });

  it('drops the uploaded points but keeps the totals', () => {
    const recording = dropSent(addPoint(addPoint(newRecording(), at(40, 1)), at(40.01, 2)), 1);
    expect(recording.pending).toEqual([at(40.01, 2)]);
    expect(recording.pointCount).toBe(2);
  });
});
