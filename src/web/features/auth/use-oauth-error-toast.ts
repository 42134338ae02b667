import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useSearchParam } from '@/lib/use-search-param';

const OAUTH_ERRORS: Record<string, string> = {
  oauth_unavailable: 'Sign-in with OAuth is not available',
  oauth_failed: 'Sign-in with OAuth failed',
  suspended: 'Your account has been suspended',
};

/** Shows the error the OAuth sign-in sent back in ?error=, once, and removes it from the URL. */
export function useOAuthErrorToast(): void {
  const [error, clearError] = useSearchParam('error');
  useEffect(() => {
    if (error === null) return;
    toast({ title: OAUTH_ERRORS[error] ?? 'Sign-in with OAuth failed', variant: 'destructive' });
    clearError();
  }, [error, clearError]);
}
