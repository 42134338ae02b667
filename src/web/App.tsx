import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SIGNED_IN_PAGES, SignInFirst } from '@/features/auth/return-after-sign-in';
import { VisitorLayout } from '@/features/sharing/shared-trip/visitor-layout';
import { useAuth } from '@/lib/queries/session';
import ConnectionErrorPage from '@/pages/connection-error';

// Each page is its own chunk, fetched when first shown: the landing page loads none of the others.
const AuthPage = lazy(() => import('./pages/auth'));
const loadLanding = () => import('./pages/landing');
const LandingPage = lazy(loadLanding);
const LogoutSuccessPage = lazy(() => import('./pages/logout-success'));
const loadSharedTrip = () => import('./pages/shared-trip');
const SharedTripPage = lazy(loadSharedTrip);
const loadSignedIn = () => import('./signed-in-routes');
const SignedInRoutes = lazy(loadSignedIn);
const SubscribePage = lazy(() => import('./pages/subscribe'));
const PublicYearReviewPage = lazy(() => import('./pages/public-year-review'));

/**
 * The code of the page the address names starts loading beside the session check rather than after it. The
 * landing page's address is also the signed-in home page: its small chunk loads for both.
 */
function preloadPage(path: string): void {
  if (path === '/') void loadLanding();
  else if (path.startsWith('/shared-trip/')) void loadSharedTrip();
  else if (!['/auth', '/logout-success'].includes(path)) void loadSignedIn();
}
preloadPage(window.location.pathname);

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/auth" component={AuthPage} />
      <Route path="/logout-success" component={LogoutSuccessPage} />
      <Route path="/shared-trip/:token">
        <VisitorLayout>
          <SharedTripPage />
        </VisitorLayout>
      </Route>
      <Route path="/year-review/:token">
        <VisitorLayout>
          <PublicYearReviewPage />
        </VisitorLayout>
      </Route>
      <Route path="/subscribe">
        <VisitorLayout>
          <SubscribePage />
        </VisitorLayout>
      </Route>
      <Route path={SIGNED_IN_PAGES} component={SignInFirst} />
      <Route component={LandingPage} />
    </Switch>
  );
}

export function App() {
  const { user, isLoading, error } = useAuth();
  if (isLoading) return <FullPageSpinner className="min-h-screen" />;
  if (error) return <ConnectionErrorPage />;
  return (
    <Suspense fallback={<FullPageSpinner className="min-h-screen" />}>
      {user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}
    </Suspense>
  );
}
