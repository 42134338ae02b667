import type { ImportDto } from '../../../common/contract/imports';
import { IMPORT_KINDS, type ImportKind } from './formats/found';
import type { ImportRow } from './repo';

const kindOf = (kind: string | null): ImportKind | null =>
  (IMPORT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ImportKind) : null;

export function toImportDto(row: ImportRow, tripIds: readonly number[]): ImportDto {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    kind: kindOf(row.kind),
    found: row.found,
    created: row.created,
    skipped: row.skipped,
    message: row.message,
    files: row.files.map((file) => ({ name: file.name, size: file.size })),
    tripId: row.options.tripId ?? null,
    tripIds: [...tripIds],
    createdAt: row.createdAt.toISOString(),
  };
}
