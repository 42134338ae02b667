import { useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { fetchSessionUser } from './session';

export function useAuth() {
  const { data, isLoading, error } = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, error };
}
