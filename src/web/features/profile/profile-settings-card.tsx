import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import type { User } from '../../../common/contract/users';
import { type ProfileInput, profileSchema } from '../../../common/schemas/auth';
import { useUpdateProfile } from './use-update-profile';

const formValues = (user: User): ProfileInput => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
});

export function ProfileSettingsCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: formValues(user) });
  const save = useUpdateProfile((updated) => {
    reset(formValues(updated));
    setEditing(false);
  });
  const cancel = () => {
    reset(formValues(user));
    setEditing(false);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Profile Settings</CardTitle>
          <CardDescription>Your name and the email address we write to.</CardDescription>
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => save.mutate(input))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              autoComplete="given-name"
              disabled={!editing}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              disabled={!editing}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            disabled={!editing}
            error={errors.email?.message}
            {...register('email')}
          />
          {editing && (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
                Save
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
