import { useMutation } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../common/schemas/auth';
import { register as createAccount, requestPasswordReset, resetPassword, signIn } from './auth-api';

export function useSignIn() {
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(input),
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
      window.location.href = '/';
    },
    onError: (error) => toastError('Login failed', error),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => createAccount(input),
    onSuccess: (user) => {
      toast({
        title: 'Account created!',
        description: `Welcome to Roadbook, ${user.firstName ?? user.username}.`,
      });
      window.location.href = '/';
    },
    onError: (error) => toastError('Registration failed', error),
  });
}

export function useResetPassword(onSuccess: () => void) {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => resetPassword(input),
    onSuccess: ({ message }) => {
      toast({ title: 'Password reset successful', description: message });
      onSuccess();
    },
    onError: (error) => toastError('Error', error),
  });
}

export function useRequestPasswordReset(onSent: () => void) {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => requestPasswordReset(input),
    onSuccess: ({ message }) => {
      toast({ title: 'Password reset email sent', description: message });
      onSent();
    },
    onError: (error) => toastError('Error', error),
  });
}
