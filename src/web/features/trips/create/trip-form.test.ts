import { describe, expect, it } from 'vitest';
import { emptyTripForm, milesFrom, tripFormSchema } from './trip-form';

const form = () => ({
  ...emptyTripForm('completed'),
  title: 'Route 66',
  startLocation: 'Chicago, IL',
  endLocation: 'Santa Monica, CA',
});

describe('create-trip form', () => {
  it('defaults completed trips to last week and upcoming ones to the coming week', () => {
    const day = (text: string) => new Date(`${text}T00:00`).getTime();
    const completed = emptyTripForm('completed');
    const upcoming = emptyTripForm('upcoming');
    expect((day(completed.endDate) - day(completed.startDate)) / 86_400_000).toBe(6);
    expect(day(completed.endDate)).toBeLessThan(Date.now());
    expect(Math.round((day(upcoming.endDate) - day(upcoming.startDate)) / 86_400_000)).toBe(7);
  });

  it('reads total miles as a number, 0 when it is not one', () => {
    expect(milesFrom('655.5')).toBe(655.5);
    expect(milesFrom('lots')).toBe(0);
    expect(tripFormSchema.parse({ ...form(), totalMiles: '' })).toMatchObject({
      totalMiles: 0,
      drivingTime: '0h 0m',
    });
  });

  it('turns date inputs into local midnights and refuses an end before the start', () => {
    const trip = tripFormSchema.parse({ ...form(), startDate: '2026-06-01', endDate: '2026-06-08' });
    expect(trip.startDate).toEqual(new Date(2026, 5, 1));
    const result = tripFormSchema.safeParse({ ...form(), startDate: '2026-06-08', endDate: '2026-06-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'], message: 'End date cannot be before the start date' }),
    ]);
  });

  it('refuses an upcoming trip that starts before today, as the date picker does', () => {
    const yesterday = emptyTripForm('completed').endDate;
    const upcoming = {
      ...form(),
      kind: 'upcoming' as const,
      startDate: yesterday,
      endDate: emptyTripForm('upcoming').endDate,
    };
    expect(tripFormSchema.safeParse(upcoming).error?.issues).toEqual([
      expect.objectContaining({ path: ['startDate'], message: 'An upcoming trip cannot start in the past' }),
    ]);
    expect(tripFormSchema.safeParse({ ...upcoming, kind: 'completed' }).success).toBe(true);
    const today = emptyTripForm('upcoming').startDate;
    expect(tripFormSchema.safeParse({ ...upcoming, startDate: today }).success).toBe(true);
  });

  it('names the missing fields', () => {
    const result = tripFormSchema.safeParse({ ...emptyTripForm('upcoming'), startDate: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Title is required', 'Start location is required', 'Start date is required']),
    );
  });
});
