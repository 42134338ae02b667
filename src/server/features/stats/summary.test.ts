import { describe, expect, it } from 'vitest';
import { daysCovered } from './summary';

const trip = (start: string, end: string) => ({
  startDate: new Date(`${start}T00:00:00Z`),
  endDate: new Date(`${end}T00:00:00Z`),
});

describe('days on the road', () => {
  it('counts each trip as its page does, end minus start, and time trips share once', () => {
    expect(daysCovered([trip('2025-06-10', '2025-06-13')])).toBe(3);
    expect(daysCovered([trip('2025-06-01', '2025-06-10'), trip('2025-06-08', '2025-06-12')])).toBe(11);
    expect(daysCovered([trip('2025-06-01', '2025-06-10'), trip('2025-06-03', '2025-06-04')])).toBe(9);
    expect(daysCovered([trip('2025-06-05', '2025-06-05'), trip('2025-06-01', '2025-06-02')])).toBe(1);
    expect(daysCovered([trip('2025-06-01', '2025-06-03'), trip('2025-06-03', '2025-06-05')])).toBe(4);
  });

  it('counts a trip whose end is before its start as no days', () => {
    expect(daysCovered([trip('2025-06-05', '2025-06-01')])).toBe(0);
    expect(daysCovered([])).toBe(0);
  });
});
