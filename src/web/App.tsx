import { useDeferredValue } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SIGNED_IN_PAGES, SignInFirst } from '@/features/auth/return-after-sign-in';
import { VisitorLayout } from '@/features/sharing/shared-trip/visitor-layout';
import { lazyPage } from '@/lib/lazy-part';
import { useAuth } from '@/lib/queries/session';
import ConnectionErrorPage from '@/pages/connection-error';
import {
  LogoutSuccessPage,
  PublicYearReviewPage,
  SharedTripPage,
  SubscribePage,
} from './signed-in-or-out-pages';

// Each page is its own chunk, fetched when first shown: the landing page loads none of the others.
const spinner = <FullPageSpinner className="min-h-screen" />;
const AuthPage = lazyPage(() => import('./pages/auth'), spinner);
const LandingPage = lazyPage(() => import('./pages/landing'), spinner);
const SignedInRoutes = lazyPage(() => import('./signed-in-routes'), spinner);

/**
 * The code of the page the address names starts loading beside the session check rather than after it. The
 * landing page's address is also the signed-in home page: its small chunk loads for both.
 */
export function preloadPage(path: string): void {
  const page =
    path === '/' ? LandingPage : path.startsWith('/shared-trip/') ? SharedTripPage : SignedInRoutes;
  if (['/auth', '/logout-success'].includes(path)) return;
  page.preload().catch(() => undefined);
  if (page === SignedInRoutes) {
    import('./signed-in-routes').then((routes) => routes.preloadTripPage(path)).catch(() => undefined);
  }
}

/**
 * The code of a signed-in page drawn on the server (its frame's and its own), loaded: drawn before it has come,
 * the page would be its spinner, not what the server drew.
 */
export async function loadSignedInPage(path: string): Promise<void> {
  await SignedInRoutes.preload();
  await (await import('./signed-in-routes')).loadPageCode(path);
}

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
  const session = useAuth();
  // The page is drawn in a render the browser may interrupt: the session's answer comes in one it may not, and a
  // trip of a thousand photos drawn there was one long task.
  const isLoading = useDeferredValue(session.isLoading);
  const user = useDeferredValue(session.user);
  const error = useDeferredValue(session.error);
  if (isLoading) return spinner;
  if (error) return <ConnectionErrorPage />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
