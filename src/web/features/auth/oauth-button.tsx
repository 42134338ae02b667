import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function OAuthButton() {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={() => {
        window.location.href = '/api/login';
      }}
    >
      <KeyRound aria-hidden="true" />
      Continue with OAuth
    </Button>
  );
}
