import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

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
    navigate('/logout-success');
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
}
