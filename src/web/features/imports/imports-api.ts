import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api';
import { sendForm } from '@/lib/send-form';
import type { ImportDto } from '../../../common/contract/imports';

export type { ImportDto };

const RUNNING: readonly ImportDto['status'][] = ['analysing', 'importing'];

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/imports', id],
    queryFn: () => getJson<ImportDto>(`/api/imports/${id}`),
    // Asked again each second while the server reads or writes it.
    refetchInterval: (query) =>
      query.state.data && RUNNING.includes(query.state.data.status) ? 1000 : false,
  });

export const useImport = (id: string | null) =>
  useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });

export const useImports = () =>
  useQuery({ queryKey: ['/api/imports'], queryFn: () => getJson<ImportDto[]>('/api/imports') });

/** A dropped folder's files keep their place in it ("user_data/trip/…"), which tells the server what they are. */
function pathOf(file: File & { path?: string; relativePath?: string }): string {
  const path = file.webkitRelativePath || file.relativePath || file.path || file.name;
  return path.replace(/^\.?\//, '');
}

export function sendImportFiles(files: readonly File[], onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('file', file, pathOf(file));
  return sendForm<{ id: string; status: 'analysing' }>('/api/imports', form, onProgress, {
    beforeReply: 99,
    failure: 'The files could not be sent',
  });
}

export async function startImport(
  id: string,
  choice: { tripId?: number; from?: string; to?: string },
): Promise<ImportDto> {
  return (await apiRequest('POST', `/api/imports/${id}/start`, choice)).json();
}

export async function cancelImport(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/imports/${id}`);
}
