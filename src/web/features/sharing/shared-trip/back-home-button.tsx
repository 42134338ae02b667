import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';

export function BackHomeButton() {
  const [, navigate] = useLocation();
  return (
    <Button variant="outline" size="sm" onClick={() => navigate('/')}>
      <ArrowLeft aria-hidden="true" />
      Back to Home
    </Button>
  );
}
