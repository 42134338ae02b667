import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import type { User } from '../../../common/contract/users';
import { FRESH_SIGN_IN_MINUTES } from '../../../common/limits';
import { DELETION_WORD } from '../../../common/schemas/account-deletion';
import { useDeleteAccount } from './use-delete-account';

interface DeleteAccountDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sign-in through the identity provider, coming back to the profile. */
const SIGN_IN_AGAIN = `/api/login?next=${encodeURIComponent('/profile')}`;

/**
 * Asks for the password (a single sign-on account, which has none, for a recent sign-in instead) and for the
 * word typed out; the delete button waits for the word.
 */
export function DeleteAccountDialog({ user, open, onOpenChange }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; code: 'password' | 'sign-in' } | null>(null);
  const remove = useDeleteAccount((message, code) => setRefusal({ message, code }));
  const singleSignOn = user.singleSignOn === true;

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setWord('');
      setRefusal(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your trips, photos, voice memos, links and devices are deleted with it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setRefusal(null);
            remove.mutate(singleSignOn ? { confirm: DELETION_WORD } : { password, confirm: DELETION_WORD });
          }}
        >
          {singleSignOn ? (
            <div className="grid gap-3 rounded-lg bg-muted p-3 text-sm">
              <p>
                You sign in with single sign-on, so there is no password to enter. Your account can be deleted
                within {FRESH_SIGN_IN_MINUTES} minutes of signing in: if it has been longer, sign in again
                first.
              </p>
              {refusal?.code === 'sign-in' && (
                <p role="alert" className="font-medium text-destructive">
                  {refusal.message}
                </p>
              )}
              <div>
                <Button asChild variant="outline" size="sm">
                  <a href={SIGN_IN_AGAIN}>
                    <LogIn aria-hidden="true" />
                    Sign in again
                  </a>
                </Button>
              </div>
            </div>
          ) : (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={refusal?.code === 'password' ? refusal.message : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <TextField
            label={`Type ${DELETION_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={word}
            onChange={(event) => setWord(event.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={word !== DELETION_WORD || remove.isPending}>
              {remove.isPending && <Spinner />}
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
