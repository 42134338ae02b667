import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { banUser, unbanUser } from './admin-api';
import { refreshAdmin } from './refresh-admin';
import type { AdminUser } from './types';

/** Bans or unbans one account; a failure leaves the row as it was (no error toast, as the spec asks). */
export function useSetUserBanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, banned }: { user: AdminUser; banned: boolean }) =>
      banned ? banUser(user.id) : unbanUser(user.id),
    onSuccess: async (_answer, { user, banned }) => {
      toast({
        title: banned ? 'User banned' : 'User unbanned',
        description: banned
          ? `${user.username} can no longer sign in.`
          : `${user.username} can sign in again.`,
      });
      await refreshAdmin(queryClient, 'users', 'stats');
    },
  });
}
