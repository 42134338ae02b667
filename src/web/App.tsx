import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ReturnAfterSignIn, SIGNED_IN_PAGES, SignInFirst } from '@/features/auth/return-after-sign-in';
import { useLogout } from '@/features/auth/use-logout';
import { MaintenanceBanner } from '@/features/maintenance/maintenance-banner';
import { AppLayout } from '@/features/navigation/app-layout';
import { VisitorLayout } from '@/features/sharing/shared-trip/visitor-layout';
import { useAuth } from '@/lib/queries/session';
import ConnectionErrorPage from '@/pages/connection-error';
import type { User } from '../common/contract/users';

const AdminPage = lazy(() => import('./pages/admin'));
const AuthPage = lazy(() => import('./pages/auth'));
const CreateTripPage = lazy(() => import('./pages/create-trip'));
const HomePage = lazy(() => import('./pages/home'));
const LandingPage = lazy(() => import('./pages/landing'));
const LogoutSuccessPage = lazy(() => import('./pages/logout-success'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const ProfilePage = lazy(() => import('./pages/profile'));
const PromoCodesPage = lazy(() => import('./pages/promo-codes'));
const SharedTripPage = lazy(() => import('./pages/shared-trip'));
const SubscribePage = lazy(() => import('./pages/subscribe'));
const TripDetailPage = lazy(() => import('./pages/trip-detail'));

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

function SignedInRoutes({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <Switch>
      <Route path="/logout-success" component={LogoutSuccessPage} />
      <Route path="/auth" component={ReturnAfterSignIn} />
      <Route>
        <AppLayout user={user} onLogout={logout}>
          <MaintenanceBanner />
          <Suspense fallback={<FullPageSpinner />}>
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/create-trip" component={CreateTripPage} />
              <Route path="/trips/:id" component={TripDetailPage} />
              <Route path="/shared-trip/:token" component={SharedTripPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/promo-codes" component={PromoCodesPage} />
              <Route path="/subscribe" component={SubscribePage} />
              <Route path="/admin" component={AdminPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppLayout>
      </Route>
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
