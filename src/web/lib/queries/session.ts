import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorFrom } from '@/lib/api';
import type { User } from '../../../common/contract/users';

type Lookup =
  | { kind: 'user'; user: User }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' }
  | { kind: 'http-error'; status: number };

async function lookUp(url: string): Promise<Lookup> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch (error) {
    console.warn(`Session check ${url} failed`, error);
    return { kind: 'unreachable' };
  }
  if (!response.ok) {
    const error = apiErrorFrom(response.status, await response.text(), response.statusText);
    return error.code === 'unauthorized'
      ? { kind: 'signed-out' }
      : { kind: 'http-error', status: error.status };
  }
  if (!response.headers.get('content-type')?.includes('application/json')) {
    console.warn(`Session check ${url} answered without JSON`);
    return { kind: 'unreachable' };
  }
  try {
    return { kind: 'user', user: (await response.json()) as User };
  } catch (error) {
    console.warn(`Session check ${url} answered unreadable JSON`, error);
    return { kind: 'unreachable' };
  }
}

/**
 * The signed-in user, from /api/user or else the lighter /api/basic-user; null when signed out or when
 * the check cannot be made. Throws only when both lookups answer with an HTTP error other than 401.
 */
async function fetchSessionUser(): Promise<User | null> {
  const primary = await lookUp('/api/user');
  if (primary.kind === 'user') return primary.user;
  const fallback = await lookUp('/api/basic-user');
  if (fallback.kind === 'user') return fallback.user;
  if (primary.kind === 'http-error' && fallback.kind === 'http-error') {
    throw new Error(`Session check failed with HTTP ${primary.status} and ${fallback.status}`);
  }
  return null;
}

/** The signed-in user; setting its data to another User or null changes who every view shows. */
export const sessionQueryOptions = () => queryOptions({ queryKey: ['/api/user'], queryFn: fetchSessionUser });

/**
 * Puts the user the server answered after a change of theirs in the session query, so every view of the user
 * shows it. A read of the session already on its way is cancelled first: it would land after, with the value the
 * change replaced.
 */
export async function replaceSessionUser(queryClient: QueryClient, user: User): Promise<void> {
  const { queryKey } = sessionQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, user);
}

export function useAuth() {
  const { data, isLoading, error } = useQuery(sessionQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, error };
}
