import { CircleSlash, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PAYMENTS_NOT_SET_UP } from '../../../common/services';

/** Said where a plan would be bought on a server that sells none: a promo code still raises a plan. */
export function PaymentsNotSetUp() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border bg-card p-4 text-sm">
      <CircleSlash className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid justify-items-start gap-3">
        <div className="grid gap-1">
          <p className="font-medium">{PAYMENTS_NOT_SET_UP}</p>
          <p className="text-muted-foreground">
            Plans cannot be bought here. A promo code from an administrator still raises your plan, free of
            charge.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/promo-codes">
            <Ticket aria-hidden="true" />
            Apply a promo code
          </Link>
        </Button>
      </div>
    </div>
  );
}
