import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PublicYearReview, YearReview } from '../../../../common/contract/stats';

export const yearReviewQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/stats', year, 'review'],
    queryFn: () => getJson<YearReview>(`/api/stats/${year}/review`),
  });

export function useYearReview(year: number, enabled: boolean) {
  return useQuery({ ...yearReviewQueryOptions(year), enabled });
}

export const publicYearReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/year-review', token],
    queryFn: () => getJson<PublicYearReview>(`/api/year-review/${encodeURIComponent(token)}`),
    retry: false,
  });

export function usePublicYearReview(token: string) {
  return useQuery(publicYearReviewQueryOptions(token));
}
