import type { QueryClient } from '@tanstack/react-query';
import { adminListKey } from './queries/admin-lists';
import { adminAnalyticsQueryOptions } from './queries/analytics';
import { tripReportsQueryOptions } from './queries/reports';
import { adminStatsQueryOptions } from './queries/stats';

const adminReads = {
  stats: adminStatsQueryOptions().queryKey,
  users: adminListKey('/api/admin/users'),
  trips: adminListKey('/api/admin/trips'),
  reports: tripReportsQueryOptions().queryKey,
  analytics: adminAnalyticsQueryOptions().queryKey,
};

/**
 * Marks the given parts of the panel stale; the ones on screen load again. A read still on its way was asked
 * before the change (a search typed just before a ban, say): it is dropped and asked again, since a first load
 * in flight would otherwise be kept, stale, rather than asked again.
 */
export async function refreshAdmin(
  queryClient: QueryClient,
  ...reads: (keyof typeof adminReads)[]
): Promise<void> {
  await Promise.all(
    reads.map(async (read) => {
      await queryClient.cancelQueries({ queryKey: adminReads[read] });
      await queryClient.invalidateQueries({ queryKey: adminReads[read] });
    }),
  );
}
