import { FullPageSpinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-part';

// Pages that the signed-out routes (App.tsx) and the signed-in ones (signed-in-routes.tsx) both show: made once,
// so that code one of them has loaded is drawn at once by the other.
const spinner = <FullPageSpinner />;
export const LogoutSuccessPage = lazyPage(() => import('./pages/logout-success'), spinner);
export const PublicYearReviewPage = lazyPage(() => import('./pages/public-year-review'), spinner);
export const SharedTripPage = lazyPage(() => import('./pages/shared-trip'), spinner);
export const SubscribePage = lazyPage(() => import('./pages/subscribe'), spinner);
