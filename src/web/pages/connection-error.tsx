import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

export default function ConnectionErrorPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="flex max-w-sm flex-col items-center text-center">
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
          <WifiOff className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">Connection Error</h1>
        <p className="mt-2 text-muted-foreground">Unable to connect to the server.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </main>
  );
}
