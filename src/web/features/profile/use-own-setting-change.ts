import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { replaceSessionUser } from '@/lib/queries/session';
import type { User } from '../../../common/contract/users';

/**
 * One of the signed-in traveller's own settings, shown by a control and saved as it changes: the session's user is
 * replaced by the one the server answers, with a toast titled from it. Returns the value the control shows, the
 * function its change calls, and whether a change is being saved.
 */
export function useOwnSettingChange<T>(
  saved: T,
  save: (value: T) => Promise<User>,
  title: (user: User) => string,
): { shown: T; pick(value: T): void; saving: boolean } {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: save,
    onSuccess: async (user) => {
      await replaceSessionUser(queryClient, user);
      toast({ title: title(user) });
    },
    onError: (error) => toastError('Update failed', error),
  });
  // Set in the change's own render: the mutation's pending state reaches React a task later, and a controlled
  // input would meanwhile be put back as it was.
  const [picked, setPicked] = useState<{ value: T } | null>(null);
  return {
    shown: picked ? picked.value : saved,
    pick(value) {
      setPicked({ value });
      change.mutate(value, { onSettled: () => setPicked(null) });
    },
    saving: change.isPending,
  };
}
