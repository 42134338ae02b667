import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChangeEvent, PresenceEvent } from '../../common/contract/collaboration';
import type { Position } from '../../common/contract/devices';
import { invalidateActivity } from './queries/activity';
import { refreshTripParts, type TripPart } from './queries/gathered-refresh';
import { photosChanged } from './queries/photo-changes';
import { invalidatePhotos } from './queries/photos';
import { invalidatePosition, positionMoved } from './queries/position';
import { invalidateRoute } from './queries/route';

export type Viewer = PresenceEvent['viewers'][number];

/**
 * What to read again after a change of this type made by someone: a photo's change reads that photo alone; a
 * route import can make stops. The traveller's position comes with its own event.
 */
function refresh(client: QueryClient, tripId: number, change: ChangeEvent): void {
  const { type } = change;
  const parts: TripPart[] = [];
  if (type.startsWith('photo.')) {
    photosChanged(client, tripId, [change.id]);
    // A photo that came or went changes the trip's card and figures.
    if (type === 'photo.created' || type === 'photo.deleted') parts.push('trip');
  } else if (type.startsWith('route.')) parts.push('route');
  else if (type.startsWith('trip.')) parts.push('trip');
  else parts.push('stops');
  // The server's own work is no one's doing: it is not in the activity.
  if (change.actor) parts.push('activity');
  refreshTripParts(client, tripId, parts);
}

/** Everything the page shows of the trip, read again when changes may have been missed. */
function readAgain(client: QueryClient, tripId: number): void {
  void invalidatePhotos(client, tripId);
  void invalidateRoute(client, tripId);
  void invalidatePosition(client, tripId);
  void invalidateActivity(client, tripId);
}

/**
 * Follows the trip live for its owner and editors: every change anyone makes, on any server, refreshes what it
 * touched, the traveller's position moves as their phone sends it, and `viewers` is who has the trip in view
 * now. The browser reconnects by itself after a drop.
 *
 * Only while the page is visible: a browser opens at most six connections to a server over HTTP/1.1, and a
 * stream holds one for as long as it is open, so six trips open in tabs left a seventh page of the app nothing
 * to load through. A hidden tab closes its stream and opens it again when shown; everything is read again after
 * any reconnection, since changes may have been missed meanwhile.
 */
export function useTripLive(tripId: number, enabled: boolean): Viewer[] {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<Viewer[]>([]);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    // Whether changes may have been made that no stream sent: not while the first stream opens as the page reads
    // the trip, but once a stream has opened or closed, or the page was opened in the background.
    let mayHaveMissed = document.visibilityState === 'hidden';
    const follow = () => {
      if (source || document.visibilityState === 'hidden') return;
      source = new EventSource(`/api/trips/${tripId}/events`);
      source.addEventListener('open', () => {
        if (mayHaveMissed) readAgain(queryClient, tripId);
        mayHaveMissed = true;
      });
      source.addEventListener('change', (event) => {
        refresh(queryClient, tripId, JSON.parse((event as MessageEvent<string>).data) as ChangeEvent);
      });
      source.addEventListener('position', (event) => {
        positionMoved(queryClient, tripId, JSON.parse((event as MessageEvent<string>).data) as Position);
      });
      source.addEventListener('presence', (event) => {
        setViewers((JSON.parse((event as MessageEvent<string>).data) as PresenceEvent).viewers);
      });
    };
    const stop = () => {
      if (source) mayHaveMissed = true;
      source?.close();
      source = undefined;
      setViewers([]);
    };
    const followWhileVisible = () => (document.visibilityState === 'hidden' ? stop() : follow());
    follow();
    document.addEventListener('visibilitychange', followWhileVisible);
    return () => {
      document.removeEventListener('visibilitychange', followWhileVisible);
      stop();
    };
  }, [tripId, enabled, queryClient]);
  return viewers;
}
