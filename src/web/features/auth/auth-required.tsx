import { LockKeyhole, LogIn } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { signInPath } from './return-after-sign-in';

/** What a signed-in page shows a visitor who is not signed in. */
export function AuthRequired({ reason }: { reason: string }) {
  const [location] = useLocation();
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <LockKeyhole className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">Authentication Required</h1>
          <p className="text-muted-foreground">{reason}</p>
          <Button asChild>
            <Link href={signInPath(location)}>
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
