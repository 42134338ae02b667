import { describe, expect, it } from 'vitest';
import {
  averageSpeedMph,
  averageStopTime,
  formatTimeBetween,
  moderatedStatus,
  startIsPast,
  statusForNewTrip,
  tripDays,
  tripPhase,
} from './trip-rules';

describe('trip rules', () => {
  const now = new Date(2026, 5, 15, 12, 0);

  it('decides the status of a new trip', () => {
    expect(statusForNewTrip('completed', new Date(2026, 5, 20), now)).toBe('completed');
    expect(statusForNewTrip('upcoming', new Date(2026, 5, 16), now)).toBe('draft');
    expect(statusForNewTrip('upcoming', new Date(2026, 5, 15, 8), now)).toBe('active');
    expect(statusForNewTrip('upcoming', new Date(2026, 5, 1), now)).toBe('active');
  });

  it('reads a trip as upcoming until its first day, whatever its status', () => {
    expect(tripPhase('draft', new Date(2026, 5, 16), now)).toBe('upcoming');
    expect(tripPhase('active', new Date(2026, 5, 20), now)).toBe('upcoming');
    expect(tripPhase('draft', new Date(2026, 5, 15), now)).toBe('active');
    expect(tripPhase('active', new Date(2026, 5, 1), now)).toBe('active');
    expect(tripPhase('completed', new Date(2026, 5, 20), now)).toBe('completed');
    expect(tripPhase('suspended', new Date(2026, 5, 20), now)).toBe('suspended');
  });

  it('keeps the status through a suspension and gives it back on reactivation', () => {
    const suspended = moderatedStatus({ status: 'completed', statusBeforeSuspension: null }, 'suspend');
    expect(suspended).toEqual({ status: 'suspended', statusBeforeSuspension: 'completed' });
    expect(moderatedStatus(suspended, 'suspend')).toEqual(suspended);
    expect(moderatedStatus(suspended, 'reactivate')).toEqual({
      status: 'completed',
      statusBeforeSuspension: null,
    });
    expect(moderatedStatus({ status: 'draft', statusBeforeSuspension: null }, 'reactivate')).toEqual({
      status: 'draft',
      statusBeforeSuspension: null,
    });
    expect(moderatedStatus({ status: 'suspended', statusBeforeSuspension: null }, 'reactivate').status).toBe(
      'active',
    );
  });

  it('tells a start date whose day is over, wherever the traveller is', () => {
    const utcNow = new Date('2026-06-15T12:00:00Z');
    expect(startIsPast(new Date('2026-06-15T00:00:00Z'), utcNow)).toBe(false);
    expect(startIsPast(new Date('2026-06-14T00:00:00Z'), utcNow)).toBe(true);
    // Midnight of 15 June in Kiribati (UTC+14) is 10:00 UTC on the 14th: its day runs until 10:00 UTC today.
    expect(startIsPast(new Date('2026-06-14T10:00:00Z'), new Date('2026-06-15T09:59:00Z'))).toBe(false);
  });

  it('counts days as end minus start, rounded up', () => {
    expect(tripDays(new Date('2026-06-01'), new Date('2026-06-08'))).toBe(7);
    expect(tripDays(new Date('2026-06-01T00:00Z'), new Date('2026-06-01T10:00Z'))).toBe(1);
    expect(tripDays(new Date('2026-06-01'), new Date('2026-06-01'))).toBe(0);
  });

  it('divides miles by the number in the driving time', () => {
    expect(averageSpeedMph(655, '11h 40m')).toBe(60);
    expect(averageSpeedMph(150, '2.5 hours')).toBe(60);
  });

  it('has no average speed for a trip not yet driven', () => {
    expect(averageSpeedMph(100, '0h 0m')).toBeNull();
    expect(averageSpeedMph(100, '0h 45m')).toBeNull();
    expect(averageSpeedMph(100, 'unknown')).toBeNull();
    expect(averageSpeedMph(0, '3h 0m')).toBeNull();
  });

  it('gives the fixed average stop time', () => {
    expect(averageStopTime(0)).toBe('0m');
    expect(averageStopTime(3)).toBe('2h 15m');
  });

  it('formats the time between stops', () => {
    const minute = 60_000;
    expect(formatTimeBetween(0)).toBeNull();
    expect(formatTimeBetween(-5 * minute)).toBeNull();
    expect(formatTimeBetween(45 * minute)).toBe('45m');
    expect(formatTimeBetween(60 * minute)).toBe('1h 0m');
    expect(formatTimeBetween(150 * minute)).toBe('2h 30m');
    expect(formatTimeBetween(24 * 60 * minute)).toBe('24h 0m');
    expect(formatTimeBetween((2 * 24 + 5) * 60 * minute + 10 * minute)).toBe('2d 5h');
  });
});
