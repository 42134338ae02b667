import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConflictDialog } from '@/components/ui/conflict-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import type { Stop } from '../../../../common/contract/stops';
import { useSaveStop } from '../use-stop-mutations';

/** Renames a stop in place: Enter saves, Escape cancels, an empty name is ignored. */
export function StopNameEditor({ stop, onClose }: { stop: Stop; onClose: () => void }) {
  const [name, setName] = useState(stop.name);
  const input = useRef<HTMLInputElement>(null);
  const rename = useSaveStop(stop, onClose);
  useEffect(() => input.current?.select(), []);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (trimmed === stop.name) onClose();
    else rename.save({ name: trimmed });
  };

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <Input
        ref={input}
        aria-label="Stop name"
        value={name}
        disabled={rename.isPending}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className="h-9 min-w-0"
      />
      <IconButton label="Save name" onClick={save}>
        <Check aria-hidden="true" />
      </IconButton>
      <IconButton label="Cancel rename" onClick={onClose}>
        <X aria-hidden="true" />
      </IconButton>
      <ConflictDialog
        open={rename.conflict !== null}
        what="stop"
        theirs={`it is now called “${rename.conflict?.current.name ?? stop.name}”`}
        pending={rename.isPending}
        onReapply={rename.reapply}
        onKeepTheirs={rename.keepTheirs}
      />
    </div>
  );
}
