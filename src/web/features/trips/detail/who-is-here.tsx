import { Eye } from 'lucide-react';
import { useAuth } from '@/lib/queries/session';
import type { Viewer } from '@/lib/use-trip-live';

const nameOf = (viewer: Viewer) => viewer.firstName || viewer.username;

/** Who else has this trip open right now ("Bob is here too"); nothing when it is only you. */
export function WhoIsHere({ viewers }: { viewers: readonly Viewer[] }) {
  const { user } = useAuth();
  const others = viewers.filter((viewer) => viewer.id !== user?.id);
  if (others.length === 0) return null;
  const names = others.map(nameOf);
  const text =
    names.length === 1
      ? `${names[0]} is here too`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are here too`;
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <span className="flex -space-x-2" aria-hidden="true">
        {others.slice(0, 4).map((viewer) => (
          <span
            key={viewer.id}
            className="grid size-7 place-items-center rounded-full border-2 border-card bg-teal-700 text-xs font-semibold text-white"
          >
            {nameOf(viewer).charAt(0).toUpperCase()}
          </span>
        ))}
      </span>
      <Eye className="size-4 text-primary" aria-hidden="true" />
      {text}
    </p>
  );
}
