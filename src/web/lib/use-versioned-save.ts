import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '@/components/ui/toast-error';
import { ApiError } from '@/lib/api';

interface VersionedSaveOptions<Changes, Saved> {
  /** The version the edit started from: taken once, so a live refresh meanwhile does not hide a conflict. */
  version: number;
  /** 'kept': the device had no network and keeps the change until it can send it (lib/outbox). */
  send: (changes: Changes, version: number) => Promise<Saved | 'kept'>;
  onKept?: () => void;
  /** After a save: refresh what shows the thing (and tell the person). The edit is already closed. */
  onSaved: (saved: Saved) => Promise<unknown> | undefined;
  /** After a refused stale save: refresh what shows the thing, so "keep theirs" shows theirs. */
  onStale: () => void;
  /** Ends the edit: after a save, or when the person keeps the other change. */
  onDone: () => void;
  errorTitle: string;
  errorFallback?: string;
}

/**
 * Saves an edit from the version it started at. When someone else saved first (409 conflict), `conflict` holds the
 * thing as it is now, until the change is applied over theirs (`reapply`) or dropped (`keepTheirs`).
 */
export function useVersionedSave<Changes, Saved extends { version: number }>(
  options: VersionedSaveOptions<Changes, Saved>,
) {
  const { send, onSaved, onKept, onStale, onDone, errorTitle, errorFallback } = options;
  const [startedAt] = useState(options.version);
  const [conflict, setConflict] = useState<{ changes: Changes; current: Saved } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ changes, version }: { changes: Changes; version: number }) => send(changes, version),
    onSuccess: async (saved) => {
      setConflict(null);
      onDone();
      if (saved === 'kept') onKept?.();
      else await onSaved(saved);
    },
    onError: (error, { changes }) => {
      if (error instanceof ApiError && error.code === 'conflict' && error.current) {
        setConflict({ changes, current: error.current as Saved });
        onStale();
        return;
      }
      toastError(errorTitle, error, errorFallback);
    },
  });
  return {
    save: (changes: Changes) => mutation.mutate({ changes, version: startedAt }),
    isPending: mutation.isPending,
    conflict,
    reapply: () =>
      conflict && mutation.mutate({ changes: conflict.changes, version: conflict.current.version }),
    keepTheirs: () => {
      setConflict(null);
      onDone();
    },
  };
}
