import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADMIN_PAGE_SIZE, fetchAdminPage } from './admin-api';

const SEARCH_DELAY_MS = 300;

/**
 * A list the server searches and pages (users or trips): the search box's text, the page shown and the
 * query for it. Typing starts again at page 1; a page emptied by a deletion steps back to the last page.
 */
export function useAdminList<T>(path: '/api/admin/users' | '/api/admin/trips') {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ search: settled, page: 1 });
  const page = paging.search === settled ? paging.page : 1;
  const list = useQuery({
    queryKey: [path, settled, page],
    queryFn: () => fetchAdminPage<T>(path, settled, page),
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  const setPage = (next: number) => setPaging({ search: settled, page: next });

  const pastTheEnd = !list.isPlaceholderData && list.data !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPaging({ search: settled, page: pageCount });
  }, [pastTheEnd, settled, pageCount]);

  return { search, setSearch, page, pageCount, setPage, list };
}
