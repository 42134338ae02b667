import { keepPreviousData, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AdminPage, AdminTrip, AdminUser } from '../types';

const ADMIN_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** The lists the server searches and pages, by their endpoint, with the item each page holds. */
interface AdminLists {
  '/api/admin/users': AdminUser;
  '/api/admin/trips': AdminTrip;
}

type AdminListPath = keyof AdminLists;

async function fetchAdminPage<P extends AdminListPath>(path: P, search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (search) query.set('search', search);
  return getJson<AdminPage<AdminLists[P]>>(`${path}?${query}`);
}

/** What every page of the list begins its key with, whatever the search: refresh this after a change. */
export const adminListKey = <P extends AdminListPath>(path: P) => [path] as const;

/** One page of the list for the search; the page shown stays while the next one loads. */
export const adminPageQueryOptions = <P extends AdminListPath>(path: P, search: string, page: number) =>
  queryOptions({
    queryKey: [...adminListKey(path), search, page],
    queryFn: () => fetchAdminPage(path, search, page),
    placeholderData: keepPreviousData,
  });

export interface AdminListState<T> {
  search: string;
  setSearch: (search: string) => void;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  list: UseQueryResult<AdminPage<T>>;
}

/**
 * A list the server searches and pages (users or trips): the search box's text, the page shown and the
 * query for it. Typing starts again at page 1; a page emptied by a deletion steps back to the last page.
 */
export function useAdminList<P extends AdminListPath>(path: P): AdminListState<AdminLists[P]> {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ search: settled, page: 1 });
  const page = paging.search === settled ? paging.page : 1;
  const list = useQuery(adminPageQueryOptions(path, settled, page));
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  const setPage = (next: number) => setPaging({ search: settled, page: next });

  const pastTheEnd = !list.isPlaceholderData && list.data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPaging({ search: settled, page: pageCount });
  }, [pastTheEnd, settled, pageCount]);

  return { search, setSearch, page, pageCount, setPage, list };
}
