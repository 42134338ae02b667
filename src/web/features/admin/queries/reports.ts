import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { TripReport } from '../types';

const fetchTripReports = () => getJson<TripReport[]>('/api/admin/reports');

export const tripReportsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/reports'], queryFn: fetchTripReports });

export function useTripReports() {
  return useQuery(tripReportsQueryOptions());
}
