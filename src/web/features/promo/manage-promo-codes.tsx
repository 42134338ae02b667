import { CircleAlert, ShieldAlert, TicketPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorCode, errorMessage } from '@/lib/api';
import { PromoCodeTable } from './promo-code-table';
import { usePromoCodes } from './queries/promo-codes';

/** The list of codes for administrators; anyone else is told why there is nothing to see. */
export function ManagePromoCodes({ onCreate }: { onCreate: () => void }) {
  const codes = usePromoCodes();
  if (codes.isPending) return <FullPageSpinner className="min-h-48" />;
  if (errorCode(codes.error) === 'admin_required') {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Administrators only"
        description={`${errorMessage(codes.error).replace(/\.?$/, '.')} If someone gave you a code, enter it on the Apply Code tab.`}
      />
    );
  }
  if (codes.isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        title="Promo codes could not be loaded"
        description={errorMessage(codes.error)}
      >
        <Button variant="outline" onClick={() => codes.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  if (codes.data.length === 0) {
    return (
      <EmptyState
        icon={TicketPlus}
        title="No promo codes yet"
        description="Codes you create appear here with how often they have been used."
      >
        <Button onClick={onCreate}>Create Code</Button>
      </EmptyState>
    );
  }
  return <PromoCodeTable codes={codes.data} />;
}
