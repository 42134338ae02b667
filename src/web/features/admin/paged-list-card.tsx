import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { countOf } from '@/lib/format';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import type { AdminListState } from './queries/admin-lists';
import { SearchField } from './search-field';

interface PagedListCardProps<T> {
  title: string;
  /** Singular name of one item: "user" gives "3 users". */
  noun: string;
  searchPlaceholder: string;
  state: AdminListState<T>;
  children: (items: T[]) => ReactNode;
}

/** The frame of a searchable, paged administration list: title and count, search box, table, pages. */
export function PagedListCard<T>({ title, noun, searchPlaceholder, state, children }: PagedListCardProps<T>) {
  const { search, setSearch, page, pageCount, setPage, list } = state;
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          {list.data && <CardDescription>{countOf(list.data.total, noun)}</CardDescription>}
        </div>
        <SearchField
          label={`Search ${title.toLowerCase()}`}
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {list.isPending ? (
          <FullPageSpinner className="min-h-48" />
        ) : list.isError ? (
          <LoadError what={title} error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {search.trim() ? `No ${noun}s match “${search.trim()}”.` : `No ${noun}s yet.`}
          </p>
        ) : (
          <div aria-busy={list.isFetching} className={cn(list.isPlaceholderData && 'opacity-60')}>
            {children(list.data.items)}
          </div>
        )}
        {list.data && list.data.total > 0 && (
          <Pagination label={title} page={page} pageCount={pageCount} onPageChange={setPage} />
        )}
      </CardContent>
    </Card>
  );
}
