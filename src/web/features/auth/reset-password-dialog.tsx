import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { resetPasswordSchema } from '../../../common/schemas/auth';
import { useResetPassword } from './use-auth-mutations';

interface ResetPasswordDialogProps {
  token: string;
  onClose: () => void;
  onSuccess: () => void;
}

/** Opened by a reset link (/auth?reset=TOKEN): sets a new password with the token from the link. */
export function ResetPasswordDialog({ token, onClose, onSuccess }: ResetPasswordDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useResetPassword(onSuccess);

  return (
    <Dialog
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>Choose a new password of at least 6 characters.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => reset.mutate(input))}>
          <TextField
            label="Reset Token"
            autoComplete="off"
            error={errors.token?.message}
            {...register('token')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending && <Spinner />}
              Reset Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
