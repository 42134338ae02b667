import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { loginSchema } from '../../../common/schemas/auth';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';
import { useSignIn } from './use-auth-mutations';

export function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const login = useSignIn();

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
