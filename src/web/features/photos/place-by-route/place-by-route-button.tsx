import { useQuery } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { routeQueryOptions } from '@/lib/queries/route';
import { useAfterPaint } from '@/lib/use-after-paint';
import type { Photo } from '../../../../common/contract/photos';
import { PlaceByRouteDialog } from './lazy-place-by-route-dialog';

/** A photo the route could place: one without a position that knows when it was taken. */
const waitsForPosition = (photo: Photo) =>
  photo.takenAt !== null && (photo.latitude === null || photo.longitude === null);

/**
 * For the trip's owner and editors, once the trip has a route and photos without a position: opens the dialog
 * that places them by the route.
 */
export function PlaceByRouteButton({ tripId, photos }: { tripId: number; photos: readonly Photo[] }) {
  const [open, setOpen] = useState(false);
  const waiting = photos.some(waitsForPosition);
  // The map's own query: asked for here only when there are photos to place.
  const route = useQuery({ ...routeQueryOptions(tripId), enabled: waiting && tripId > 0 });
  const hasRoute = (route.data?.pointCount ?? 0) > 0;
  // The route is not among the answers the server draws a page's first view from: the button comes after the
  // first paint, so that the browser's first render matches the server's.
  const painted = useAfterPaint(true);
  return (
    <>
      {(open || (painted && waiting && hasRoute)) && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Route aria-hidden="true" />
          Place by route
        </Button>
      )}
      <PlaceByRouteDialog tripId={tripId} photos={photos} open={open} onOpenChange={setOpen} />
    </>
  );
}
