import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api';
import { sessionQueryOptions } from '@/lib/queries/session';
import { forgetSavedData } from '@/lib/saved-reads';

/** Signs out: the server call may fail (it is only logged), the app forgets the user regardless. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      console.error('Logout request failed', error);
    }
    await forgetSavedData();
    navigate('/logout-success');
    const { queryKey } = sessionQueryOptions();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
    queryClient.setQueryData(queryKey, null);
  };
}
