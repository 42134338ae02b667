import { CircleCheck, Home, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LOGOUT_REDIRECT_SECONDS } from '../../common/limits';

export default function LogoutSuccessPage() {
  const [, navigate] = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(LOGOUT_REDIRECT_SECONDS);

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((current) => Math.max(current - 1, 0)), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) navigate('/');
  }, [secondsLeft, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-linear-to-b from-teal-50 to-background px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheck className="size-8" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">Successfully Logged Out</h1>
          <p className="text-muted-foreground">
            Thanks for travelling with Roadbook. See you on the next trip!
          </p>
          <p className="text-sm text-muted-foreground">
            Redirecting to the home page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
          </p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link href="/">
                <Home aria-hidden="true" />
                Return to Home
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/auth">
                <LogIn aria-hidden="true" />
                Sign In Again
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
