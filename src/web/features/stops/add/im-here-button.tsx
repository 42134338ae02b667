import { LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useStopHere } from '../use-stop-mutations';

/** One tap: a stop where the traveller stands, now, with or without a network. */
export function ImHereButton({ tripId }: { tripId: number }) {
  const here = useStopHere(tripId);
  return (
    <Button size="sm" variant="outline" disabled={here.isPending} onClick={() => here.mutate()}>
      <LocateFixed aria-hidden="true" />
      {here.isPending ? 'Finding you…' : "I'm here"}
    </Button>
  );
}
