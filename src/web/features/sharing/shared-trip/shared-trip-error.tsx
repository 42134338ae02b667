import { MapPinOff } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { errorCode, errorMessage } from '@/lib/api';
import { BackHomeButton } from './back-home-button';

/** A removed or unknown link reads "Trip not found", an expired one says so; anything else could not be loaded. */
function messageFor(error: unknown) {
  if (errorCode(error) === 'not_found') return errorMessage(error);
  return errorCode(error) === 'validation' ? 'Trip not found' : 'Failed to load shared trip';
}

export function SharedTripError({ error }: { error: unknown }) {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
          <MapPinOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Error</h1>
          <p className="text-sm text-muted-foreground">{messageFor(error)}</p>
          <div className="mt-2">
            <BackHomeButton />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
