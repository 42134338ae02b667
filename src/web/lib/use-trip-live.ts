import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChangeEvent, PresenceEvent } from '../../common/contract/collaboration';
import { invalidateActivity } from './queries/activity';
import { invalidatePhotos } from './queries/photos';
import { invalidateRoute } from './queries/route';
import { invalidateStops } from './queries/stops';
import { invalidateTrip } from './queries/trip';

export type Viewer = PresenceEvent['viewers'][number];

/** What to read again after a change of this type made by someone (a photo can make a stop; a route import too). */
function refreshFor(type: string) {
  if (type.startsWith('photo.')) return invalidatePhotos;
  if (type.startsWith('route.'))
    return (client: Parameters<typeof invalidateStops>[0], id: number) =>
      Promise.all([invalidateRoute(client, id), invalidateStops(client, id)]).then(() => undefined);
  if (type.startsWith('trip.')) return invalidateTrip;
  return invalidateStops;
}

/**
 * Follows the trip live for its owner and editors: every change anyone makes, on any server, refreshes what it
 * touched, and `viewers` is who has the trip open now. The browser reconnects by itself after a drop, and
 * everything is read again then, since changes may have been missed meanwhile.
 */
export function useTripLive(tripId: number, enabled: boolean): Viewer[] {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<Viewer[]>([]);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/trips/${tripId}/events`);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) {
        void invalidatePhotos(queryClient, tripId);
        void invalidateRoute(queryClient, tripId);
      }
      opened = true;
    });
    source.addEventListener('change', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as ChangeEvent;
      void refreshFor(change.type)(queryClient, tripId);
      void invalidateActivity(queryClient, tripId);
    });
    source.addEventListener('presence', (event) => {
      setViewers((JSON.parse((event as MessageEvent<string>).data) as PresenceEvent).viewers);
    });
    return () => {
      source.close();
      setViewers([]);
    };
  }, [tripId, enabled, queryClient]);
  return viewers;
}
