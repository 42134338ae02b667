import { KeyRound } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button } from '@/components/ui/button';

export function OAuthButton() {
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={() => {
        window.location.href = next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login';
      }}
    >
      <KeyRound aria-hidden="true" />
      Continue with OAuth
    </Button>
  );
}
