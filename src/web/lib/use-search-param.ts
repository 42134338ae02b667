import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** One query-string parameter of the current page, and a function that removes it from the URL. */
export function useSearchParam(name: string): [string | null, () => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const clear = useCallback(() => {
    const rest = new URLSearchParams(search);
    rest.delete(name);
    const query = rest.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [name, search, location, navigate]);
  return [new URLSearchParams(search).get(name), clear];
}
