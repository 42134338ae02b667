import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { sessionQueryOptions } from '@/lib/queries/session';
import type { User } from '../../../common/contract/users';
import { register as createAccount, requestPasswordReset, resetPassword, signIn } from './auth-api';

interface Toasted<TResult> {
  /** The toast shown on success, from what the server answered. */
  success: (result: TResult) => { title: string; description: string };
  /** The title of the toast shown on failure. */
  failure: string;
  /** What happens after the success toast. */
  next: (result: TResult) => void;
}

/** An auth request that toasts its outcome and then moves on. */
function useToastedMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  { success, failure, next }: Toasted<TResult>,
) {
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      toast(success(result));
      next(result);
    },
    onError: (error) => toastError(failure, error),
  });
}

/**
 * Signs the app in as the user the server answered with, without reloading the page, so the toast that
 * greets them stays on screen: the signed-in pages take over from the sign-in page at once.
 */
function useEnterApp() {
  const queryClient = useQueryClient();
  return (user: User) => {
    const { queryKey } = sessionQueryOptions();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
    queryClient.setQueryData(queryKey, user);
    void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSignIn() {
  return useToastedMutation(signIn, {
    success: () => ({ title: 'Welcome back!', description: 'You have been successfully logged in.' }),
    failure: 'Login failed',
    next: useEnterApp(),
  });
}

export function useRegister() {
  const enterApp = useEnterApp();
  return useToastedMutation(createAccount, {
    success: (user) => ({
      title: 'Account created!',
      description: `Welcome to Roadbook, ${user.firstName ?? user.username}.`,
    }),
    failure: 'Registration failed',
    next: enterApp,
  });
}

export function useResetPassword(onSuccess: () => void) {
  return useToastedMutation(resetPassword, {
    success: ({ message }) => ({ title: 'Password reset successful', description: message }),
    failure: 'Error',
    next: onSuccess,
  });
}

/** `mailed`: whether this server sends e-mail; without it the link is made but not sent, and the toast says so. */
export function useRequestPasswordReset(mailed: boolean, onSent: () => void) {
  return useToastedMutation(requestPasswordReset, {
    success: ({ message }) => ({
      title: mailed ? 'Password reset email sent' : 'Reset link made, not e-mailed',
      description: message,
    }),
    failure: 'Error',
    next: onSent,
  });
}
