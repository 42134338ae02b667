import { UserRound } from 'lucide-react';
import { useAuth } from '@/lib/queries/session';

/** "Added by Bob", for things someone else added to a trip; nothing for one's own. */
export function AddedBy({
  person,
}: {
  person: { id: number; firstName: string | null; username: string } | null;
}) {
  const { user } = useAuth();
  if (!person || person.id === user?.id) return null;
  return (
    <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <UserRound className="size-3.5" aria-hidden="true" />
      {`Added by ${person.firstName || person.username}`}
    </p>
  );
}
