import type { Stop } from '../../../common/contract/stops';

/** A stop made on this device that the server does not have yet, shown by its stand-in id (refused: it said no). */
export interface WaitingStop {
  stop: Stop;
  refused: boolean;
}

/** The trip's stops as its list and its map show them: the server's in trip order, then the waiting ones as made. */
export const withWaitingStops = (stops: readonly Stop[], waiting: readonly WaitingStop[]): Stop[] => [
  ...stops,
  ...waiting.map(({ stop }) => stop),
];
