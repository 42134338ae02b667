import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ReturnAfterSignIn } from '@/features/auth/return-after-sign-in';
import { useLogout } from '@/features/auth/use-logout';
import { MaintenanceBanner } from '@/features/maintenance/maintenance-banner';
import { AppLayout } from '@/features/navigation/app-layout';
import { lazyPage } from '@/lib/lazy-part';
import { thumbnailUrl } from '@/lib/photo-urls';
import { preloadImages } from '@/lib/preload-images';
import { photosQueryOptions } from '@/lib/queries/photos';
import { positionQueryOptions } from '@/lib/queries/position';
import { routeQueryOptions } from '@/lib/queries/route';
import { stopsQueryOptions } from '@/lib/queries/stops';
import { tripQueryOptions } from '@/lib/queries/trip';
import { queryClient } from '@/lib/query-client';
import { tripIdIn } from '@/lib/trip-path';
import type { User } from '../common/contract/users';
import {
  LogoutSuccessPage,
  PublicYearReviewPage,
  SharedTripPage,
  SubscribePage,
} from './signed-in-or-out-pages';

const spinner = <FullPageSpinner />;
const AdminPage = lazyPage(() => import('./pages/admin'), spinner);
const CreateTripPage = lazyPage(() => import('./pages/create-trip'), spinner);
const DevicesPage = lazyPage(() => import('./pages/devices'), spinner);
const HomePage = lazyPage(() => import('./pages/home'), spinner);
const ImportPage = lazyPage(() => import('./pages/import'), spinner);
const NotFoundPage = lazyPage(() => import('./pages/not-found'), spinner);
const ProfilePage = lazyPage(() => import('./pages/profile'), spinner);
const PromoCodesPage = lazyPage(() => import('./pages/promo-codes'), spinner);
const SearchPhotosPage = lazyPage(() => import('./pages/search-photos'), spinner);
const StatsPage = lazyPage(() => import('./pages/stats'), spinner);
const YearInReviewPage = lazyPage(() => import('./pages/year-in-review'), spinner);
const TripDetailPage = lazyPage(() => import('./pages/trip-detail'), spinner);

/** The photos a trip page shows first: three in its header, four in the gallery's first row (the same ones). */
const FIRST_PHOTOS = 4;

/**
 * A trip page opened by its address: its code and its data start loading with this frame (itself loaded beside
 * the session check), rather than once the frame and then the page have been drawn; and its first photos as
 * soon as the list has come, so that they are there when the page first draws them.
 */
export function preloadTripPage(path: string): void {
  const tripId = tripIdIn(path);
  if (tripId === 0) return;
  TripDetailPage.preload().catch(() => undefined);
  void queryClient.prefetchQuery(tripQueryOptions(tripId));
  void queryClient.prefetchQuery(stopsQueryOptions(tripId));
  const photos = photosQueryOptions(tripId);
  void queryClient.prefetchQuery(photos).then(() => {
    preloadImages((queryClient.getQueryData(photos.queryKey) ?? []).slice(0, FIRST_PHOTOS).map(thumbnailUrl));
  });
  void queryClient.prefetchQuery(routeQueryOptions(tripId));
  void queryClient.prefetchQuery(positionQueryOptions(tripId));
}

/** The code of the page at `path` loaded, for a page drawn on the server to be taken over by the browser. */
export function loadPageCode(path: string): Promise<unknown> {
  return tripIdIn(path) > 0 ? TripDetailPage.preload() : Promise.resolve();
}

/**
 * The pages of a signed-in traveller in their frame (header, menus, maintenance notice), with the tooltips'
 * shared timing: loaded apart from the landing page, which needs none of it.
 */
export default function SignedInRoutes({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <TooltipProvider>
      <Switch>
        <Route path="/logout-success" component={LogoutSuccessPage} />
        <Route path="/auth" component={ReturnAfterSignIn} />
        <Route>
          <AppLayout user={user} onLogout={logout}>
            <MaintenanceBanner />
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/create-trip" component={CreateTripPage} />
              <Route path="/trips/:id" component={TripDetailPage} />
              <Route path="/shared-trip/:token" component={SharedTripPage} />
              <Route path="/stats" component={StatsPage} />
              <Route path="/photos/search" component={SearchPhotosPage} />
              <Route path="/stats/:year" component={YearInReviewPage} />
              <Route path="/year-review/:token" component={PublicYearReviewPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/devices" component={DevicesPage} />
              <Route path="/import" component={ImportPage} />
              <Route path="/promo-codes" component={PromoCodesPage} />
              <Route path="/subscribe" component={SubscribePage} />
              <Route path="/admin" component={AdminPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </AppLayout>
        </Route>
      </Switch>
    </TooltipProvider>
  );
}
