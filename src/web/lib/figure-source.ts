import type { TripDistance, TripDriving } from '../../common/contract/trips';

const FROM: Record<TripDistance['source'] | TripDriving['source'], string> = {
  route: 'from your GPS route',
  stops: 'between stops',
  typed: 'typed in',
};

/** Where a trip's distance or driving time comes from, in the words every screen notes it with. */
export const figureSource = (source: keyof typeof FROM): string => FROM[source];
