export type TripKind = 'upcoming' | 'completed';
export type TripStatus = 'draft' | 'active' | 'completed' | 'suspended';
/** Statuses a traveller chooses; only administrators suspend. */
export type NewTripStatus = Exclude<TripStatus, 'suspended'>;

/**
 * What suspending or reactivating does to a trip: a suspension keeps the status the trip had, and reactivating
 * gives it back, so a completed trip comes back completed. Asking for what the trip already is changes nothing.
 */
export function moderatedStatus(
  trip: { status: TripStatus; statusBeforeSuspension: NewTripStatus | null },
  action: 'suspend' | 'reactivate',
): { status: TripStatus; statusBeforeSuspension: NewTripStatus | null } {
  const { status, statusBeforeSuspension } = trip;
  if (action === 'suspend') {
    return status === 'suspended'
      ? { status, statusBeforeSuspension }
      : { status: 'suspended', statusBeforeSuspension: status };
  }
  if (status !== 'suspended') return { status, statusBeforeSuspension };
  return { status: statusBeforeSuspension ?? 'active', statusBeforeSuspension: null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Whether a trip's first day is over, the start date being the midnight that begins it where the traveller is:
 * that day ends 24 hours later in any time zone.
 */
export function startIsPast(startDate: Date, now: Date = new Date()): boolean {
  return startDate.getTime() + DAY_MS <= now.getTime();
}

export const PAST_START_MESSAGE = 'An upcoming trip cannot start in the past';

/** Whether a trip's first day is still to come, where the traveller is. */
export function startsLater(startDate: Date, now: Date = new Date()): boolean {
  return startOfDay(startDate) > startOfDay(now);
}

/** Completed trips are completed; an upcoming trip is a draft until its first day comes. */
export function statusForNewTrip(kind: TripKind, startDate: Date, now: Date = new Date()): NewTripStatus {
  if (kind === 'completed') return 'completed';
  return startsLater(startDate, now) ? 'draft' : 'active';
}

/**
 * How a trip reads to its traveller: completed, suspended, upcoming until its first day comes (whatever status
 * it was made with: nothing moves a draft on), else active.
 */
export function tripPhase(
  status: TripStatus,
  startDate: Date,
  now: Date = new Date(),
): 'completed' | 'suspended' | 'upcoming' | 'active' {
  if (status === 'completed' || status === 'suspended') return status;
  return startsLater(startDate, now) ? 'upcoming' : 'active';
}

/** End minus start, in days, rounded up. */
export function tripDays(startDate: Date, endDate: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - startDate.getTime()) / DAY_MS));
}

/**
 * Total miles divided by the number at the start of the driving time ("11h 40m" → 11); null when there is none
 * to tell: no distance yet, or under an hour's driving ("0h 40m"), which a planned trip has.
 */
export function averageSpeedMph(totalMiles: number, drivingTime: string | null | undefined): number | null {
  const hours = Number.parseFloat(drivingTime ?? '');
  if (!Number.isFinite(hours) || hours <= 0 || !Number.isFinite(totalMiles) || totalMiles <= 0) return null;
  return Math.round(totalMiles / hours);
}

/** Seconds as a driving time is typed: "13h 20m". */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export const averageStopTime = (stopCount: number) => (stopCount > 0 ? '2h 15m' : '0m');

/** "{d}d {h}h" past a day, "{h}h {m}m" past an hour, else "{m}m"; null when not positive. */
export function formatTimeBetween(milliseconds: number): string | null {
  if (!Number.isFinite(milliseconds) || milliseconds <= 0) return null;
  const minutes = Math.floor(milliseconds / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours > 24) return `${Math.floor(hours / 24)}d ${hours % 24}h`;
  if (hours >= 1) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}
