import type { TripDistance, TripDriving } from '../../common/contract/trips';

const FROM: Record<TripDistance['source'] | TripDriving['source'], string> = {
  route: 'from your GPS route',
  stops: 'between stops',
  typed: 'typed in',
};

/** Where a trip's distance or driving time comes from, in the words every screen notes it with. */
export const figureSource = (source: keyof typeof FROM): string => FROM[source];

/** Whether a distance says something: one typed as nothing (a trip still to be planned) is not known yet. */
export const distanceKnown = (distance: TripDistance): boolean =>
  distance.source !== 'typed' || distance.miles > 0;

/** Whether a driving time says something: one typed as nothing, or as no time at all, is not known yet. */
export const drivingKnown = (driving: TripDriving): boolean =>
  driving.source !== 'typed' || /[1-9]/.test(driving.time);
