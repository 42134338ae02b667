import { useDeferredValue } from 'react';

/**
 * A query's data taken in a render the browser can interrupt, for lists that can be long: the rest of the page
 * is drawn first. Loading until that render has it, so that an empty list never shows in between.
 */
export function useDeferredData<T>(query: { data: T | undefined; isLoading: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, isLoading: data === undefined && (query.isLoading || query.data !== undefined) };
}
