import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginSchema } from '../../../common/schemas/auth';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { signIn } from './auth-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';

export function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const login = useMutation({
    mutationFn: (input: LoginInput) => signIn(input),
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
      window.location.href = '/';
    },
    onError: (error) =>
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-4">
      <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => login.mutate(input))}>
        <TextField
          label="Username or Email"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending && <Spinner />}
          Sign In
        </Button>
      </form>
      <ForgotPasswordDialog />
    </div>
  );
}
