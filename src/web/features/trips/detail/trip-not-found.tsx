import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorCode, errorMessage } from '@/lib/api';

/** Shown for an unknown trip, or for one that could not be loaded, with the reason. */
export function TripNotFound({ error }: { error: unknown }) {
  // Without a network, a trip this device never opened has nothing saved to draw from.
  const unsaved = !errorCode(error) && typeof navigator !== 'undefined' && !navigator.onLine;
  const missing =
    !unsaved && (!error || errorCode(error) === 'not_found' || errorCode(error) === 'validation');
  const heading = unsaved
    ? 'Not saved on this device'
    : missing
      ? 'Trip not found'
      : 'The trip could not be loaded';
  const text = unsaved
    ? 'This trip opens without a network once you have opened it here with one.'
    : missing
      ? "The trip you're looking for doesn't exist."
      : errorMessage(error);
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center">
          <MapPinOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-sm text-muted-foreground">{text}</p>
          <Button asChild variant="outline" className="mt-2">
            <Link href="/">Back to My Trips</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
