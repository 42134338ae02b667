import { lazyDialog } from '@/lib/lazy-part';

/** The dialog that places camera photos by the route, whose code is fetched the first time it opens. */
export const PlaceByRouteDialog = lazyDialog(
  () => import('./place-by-route-dialog').then((module) => module.PlaceByRouteDialog),
  (props) => props.open,
);
