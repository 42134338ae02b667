import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

interface EmailInviteProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSend: () => void;
  pending: boolean;
}

/** An invitation by e-mail to someone who may not have an account yet. */
export function EmailInvite({ email, onEmailChange, onSend, pending }: EmailInviteProps) {
  const inputId = useId();
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) onSend();
      }}
    >
      <Label htmlFor={inputId}>Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="friend@example.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <Button type="submit" disabled={!email.trim() || pending}>
          {pending ? <Spinner /> : <Send aria-hidden="true" />}
          Send Invitation
        </Button>
      </div>
    </form>
  );
}
