import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useUnlockSharedTrip } from '../use-share-mutations';

/** A password-protected link asks for its password; once given, the trip opens and stays open in this browser. */
export function PasswordGate({ token }: { token: string }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const unlock = useUnlockSharedTrip(token);
  const error = unlock.error ? errorMessage(unlock.error) : null;
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-5 pt-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <LockKeyhole className="size-10 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-bold">This trip is protected</h1>
            <p className="text-sm text-muted-foreground">Enter the password you were given to open it.</p>
          </div>
          <form
            className="grid gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (password) unlock.mutate(password);
            }}
          >
            <Label htmlFor={id}>Password</Label>
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={!password || unlock.isPending}>
              {unlock.isPending && <Spinner />}
              Open trip
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
