import { useMutation } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { register as createAccount, requestPasswordReset, resetPassword, signIn } from './auth-api';

interface Toasted<TResult> {
  /** The toast shown on success, from what the server answered. */
  success: (result: TResult) => { title: string; description: string };
  /** The title of the toast shown on failure. */
  failure: string;
  /** What happens after the success toast. */
  next: () => void;
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
      next();
    },
    onError: (error) => toastError(failure, error),
  });
}

const goHome = () => {
  window.location.href = '/';
};

export function useSignIn() {
  return useToastedMutation(signIn, {
    success: () => ({ title: 'Welcome back!', description: 'You have been successfully logged in.' }),
    failure: 'Login failed',
    next: goHome,
  });
}

export function useRegister() {
  return useToastedMutation(createAccount, {
    success: (user) => ({
      title: 'Account created!',
      description: `Welcome to Roadbook, ${user.firstName ?? user.username}.`,
    }),
    failure: 'Registration failed',
    next: goHome,
  });
}

export function useResetPassword(onSuccess: () => void) {
  return useToastedMutation(resetPassword, {
    success: ({ message }) => ({ title: 'Password reset successful', description: message }),
    failure: 'Error',
    next: onSuccess,
  });
}

export function useRequestPasswordReset(onSent: () => void) {
  return useToastedMutation(requestPasswordReset, {
    success: ({ message }) => ({ title: 'Password reset email sent', description: message }),
    failure: 'Error',
    next: onSent,
  });
}
