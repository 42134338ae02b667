import type { AccountExportDto } from '../../../common/contract/account-exports';
import type { AccountExportRow } from './repo';

export const toExportDto = (row: AccountExportRow): AccountExportDto => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  bytes: row.bytes,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadUrl: row.status === 'ready' ? `/api/user/exports/${row.id}/download` : null,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});
