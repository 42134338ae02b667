import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { UploadSettings } from '../types';

const fetchUploadSettings = () => getJson<UploadSettings>('/api/admin/settings');

export const uploadSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/settings'], queryFn: fetchUploadSettings });

export function useUploadSettings() {
  return useQuery(uploadSettingsQueryOptions());
}
