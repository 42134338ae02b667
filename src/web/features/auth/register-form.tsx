import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type RegisterInput, registerSchema } from '../../../common/schemas/auth';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { register as createAccount } from './auth-api';
import { PasswordField } from './password-field';

export function RegisterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', firstName: '', lastName: '', password: '' },
  });
  const signUp = useMutation({
    mutationFn: (input: RegisterInput) => createAccount(input),
    onSuccess: (user) => {
      toast({
        title: 'Account created!',
        description: `Welcome to Roadbook, ${user.firstName ?? user.username}.`,
      });
      window.location.href = '/';
    },
    onError: (error) =>
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => signUp.mutate(input))}>
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner />}
        Create Account
      </Button>
    </form>
  );
}
