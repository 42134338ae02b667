import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAppConfig } from '@/lib/queries/config';
import { forgotPasswordSchema } from '../../../common/schemas/auth';
import { useRequestPasswordReset } from './use-auth-mutations';

export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  // Until the configuration is known, the dialog speaks as for a server that sends mail, as most do.
  const mailed = useAppConfig().data?.services.mail ?? true;
  const sendLink = useRequestPasswordReset(mailed, () => {
    setOpen(false);
    reset();
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="mx-auto">
          Forgot your password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot Password</DialogTitle>
          <DialogDescription>
            {mailed
              ? 'Enter the email address of your account and we will send you a link to choose a new password.'
              : 'Enter the email address of your account. This server sends no e-mail: its administrator can give you the link to choose a new password.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => sendLink.mutate(input))}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <DialogFooter>
            <Button type="submit" disabled={sendLink.isPending}>
              {sendLink.isPending && <Spinner />}
              Send Reset Link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
