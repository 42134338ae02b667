import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';

/** What could not be loaded and why, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-10 text-center text-sm">
      <p>
        {what} could not be loaded: {errorMessage(error)}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
