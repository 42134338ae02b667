import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** "Pay $4.99": the amount is the one the server put on the payment. */
export function PayButton({
  amount,
  pending,
  disabled = false,
}: {
  amount: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || disabled}>
      {pending ? <Spinner /> : <Lock aria-hidden="true" />}
      Pay {amount}
    </Button>
  );
}
