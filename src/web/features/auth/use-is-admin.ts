import { useQuery } from '@tanstack/react-query';
import { useAuth } from './use-auth';

/** Whether GET /api/admin/check says the signed-in user is an administrator. */
export function useIsAdmin(): boolean {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery<{ isAdmin: boolean }>({
    queryKey: ['/api/admin/check'],
    enabled: isAuthenticated,
  });
  return data?.isAdmin === true;
}
