import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { sessionQueryOptions } from '@/lib/queries/session';
import type { User } from '../../../common/contract/users';

/**
 * One of the signed-in traveller's own settings, shown by a control and saved as it changes: the session's user is
 * replaced by the one the server answers, with a toast titled from it. Returns the value the control shows and
 * the function its change calls.
 */
export function useOwnSettingChange<T>(
  saved: T,
  save: (value: T) => Promise<User>,
  title: (user: User) => string,
): { shown: T; pick(value: T): void; saving: boolean } {
  const queryClient = useQueryClient();
  const session = sessionQueryOptions().queryKey;
  const change = useMutation({
    mutationFn: save,
    // A read of the session already on its way would otherwise land after the change, with the value it replaced.
    onMutate: () => queryClient.cancelQueries({ queryKey: session }),
    onSuccess: (user) => {
      queryClient.setQueryData(session, user);
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
