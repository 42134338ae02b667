import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { IMPORT_KIND_LABELS } from './import-kinds';
import { type ImportDto, useImports } from './imports-api';

const STATUS_LABELS: Record<ImportDto['status'], string> = {
  analysing: 'Reading',
  ready: 'Waiting for you',
  importing: 'Importing',
  done: 'Imported',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const BADGES = {
  analysing: 'info',
  ready: 'warning',
  importing: 'info',
  done: 'success',
  failed: 'outline',
  cancelled: 'outline',
} as const satisfies Record<ImportDto['status'], string>;

/** The traveller's last imports, each opened again by its address. */
export function RecentImports({ current }: { current: string | null }) {
  const imports = useImports();
  const others = (imports.data ?? []).filter((item) => item.id !== current);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports" className="grid gap-3">
      <h2 id="recent-imports" className="text-lg font-semibold">
        Earlier imports
      </h2>
      <ul className="grid gap-2">
        {others.map((item) => (
          <li key={item.id}>
            <Link
              href={`/import?id=${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3 hover:bg-accent/50"
            >
              <span className="grid">
                <span className="font-medium">
                  {item.kind ? IMPORT_KIND_LABELS[item.kind] : (item.files[0]?.name ?? 'Import')}
                </span>
                <span className="text-sm text-muted-foreground">{formatDateTime(item.createdAt)}</span>
              </span>
              <Badge variant={BADGES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
