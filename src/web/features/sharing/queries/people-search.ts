import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PersonResult } from '../types';

export const USER_SEARCH_MIN_LENGTH = 2;

/** A failed search answers no one rather than an error. */
async function searchPeople(text: string): Promise<PersonResult[]> {
  try {
    return await getJson<PersonResult[]>(`/api/users/search?q=${encodeURIComponent(text)}`);
  } catch {
    return [];
  }
}

/** People matching the text, asked afresh each time the text changes. */
export const peopleSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['/api/users/search', text],
    queryFn: () => searchPeople(text),
    enabled: text.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 0,
  });

export function usePeopleSearch(query: string) {
  return useQuery(peopleSearchQueryOptions(query.trim()));
}
