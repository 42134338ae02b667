import { Redirect, useLocation, useSearch } from 'wouter';
import { safeReturnPath } from '../../../common/auth/return-path';

/** The pages only a signed-in traveller sees: a visitor is asked to sign in first, then brought back. */
export const SIGNED_IN_PAGES = /^\/(trips|create-trip|photos|profile|promo-codes|admin|stats)(\/.*)?$/;

/** The sign-in page's address that brings the traveller back to `path` afterwards. */
export const signInPath = (path: string) =>
  path === '/' ? '/auth' : `/auth?next=${encodeURIComponent(path)}`;

/** For a signed-out visit to a signed-in page: the sign-in page, remembering where the visitor was going. */
export function SignInFirst() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
}

/** Once signed in, the sign-in page gives way to the page the traveller was going to (home by default). */
export function ReturnAfterSignIn() {
  return <Redirect to={safeReturnPath(new URLSearchParams(useSearch()).get('next'))} replace />;
}
