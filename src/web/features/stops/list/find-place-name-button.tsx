import { LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Stop } from '../../../../common/contract/stops';
import { useFindPlaceName } from '../use-stop-mutations';

/** Offered when a stop's name is only coordinates or a placeholder: names it after the nearest place. */
export function FindPlaceNameButton({ stop }: { stop: Stop }) {
  const find = useFindPlaceName(stop);
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 w-fit border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100"
      onClick={() => find.mutate()}
      disabled={find.isPending}
    >
      {find.isPending ? <Spinner /> : <LocateFixed aria-hidden="true" />}
      Find Place Name
    </Button>
  );
}
