import { CloudOff } from 'lucide-react';
import { lastSync } from '@/lib/last-sync';
import { useOnline } from '@/lib/use-online';
import { WaitingCount } from './waiting-changes';

/** Across the top of every page while the device has no network: what it shows is what this device saved. */
export function OfflineBanner() {
  if (useOnline()) return null;
  const synced = lastSync();
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="font-medium">Offline — showing what this device saved</span>
      <span>
        {synced
          ? `Last synced ${synced.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`
          : 'Not synced on this device yet'}
      </span>
      <WaitingCount />
    </div>
  );
}
