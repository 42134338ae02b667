import { useMemo } from 'react';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import type { WaitingStop } from '@/lib/outbox/waiting-stop';
import type { WaitingWrite } from '@/lib/outbox/waiting-write';
import type { Stop } from '../../../../common/contract/stops';
import type { NewStop } from '../stop-api';

/** A stop kept on the device as the trip shows it until the server has it: by its stand-in id, as it was made. */
function asStop(write: WaitingWrite & { standIn: number }): Stop {
  const made = write.body as NewStop;
  return {
    id: write.standIn,
    tripId: write.tripId,
    name: made.name,
    description: made.description ?? null,
    comments: null,
    visitType: made.visitType,
    arrivalTime: made.arrivalTime,
    departureTime: null,
    latitude: made.latitude,
    longitude: made.longitude,
    country: null,
    stopOrder: null,
    wikipediaUrl: null,
    websiteUrl: null,
    aiDescription: null,
    aiDescriptionSource: null,
    voiceMemoFilename: null,
    voiceMemoDuration: null,
    voiceMemoMimetype: null,
    voiceMemoTranscript: null,
    voiceMemoCreatedBy: null,
    createdBy: null,
    version: 0,
    createdAt: write.madeAt,
    updatedAt: write.madeAt,
  };
}

/** The stops made on this device that the server does not have yet, in the order they were made. */
const waitingStops = (writes: readonly WaitingWrite[]): WaitingStop[] =>
  writes.flatMap(({ standIn, ...write }) =>
    standIn === undefined
      ? []
      : [{ stop: asStop({ ...write, standIn }), refused: write.refused !== undefined }],
  );

export interface TripWaiting {
  /** Every write of the trip waiting on this device. */
  writes: readonly WaitingWrite[];
  /** The stops among them. */
  stops: readonly WaitingStop[];
}

/** What of the trip waits on this device, read once for the page's stop list and its map. */
export function useTripWaiting(tripId: number): TripWaiting {
  const writes = useWaitingWrites(tripId);
  return useMemo(() => ({ writes, stops: waitingStops(writes) }), [writes]);
}
