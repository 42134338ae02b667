import { LockKeyhole, LogIn, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

function AccessCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            {icon}
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

/** For a visitor whose session is gone. */
export function AdminAccessRequired() {
  return (
    <AccessCard icon={<LockKeyhole className="size-7" aria-hidden="true" />} title="Admin Access Required">
      <p className="text-muted-foreground">Sign in with an administrator account to open the admin panel.</p>
      <Button asChild>
        <Link href="/auth">
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    </AccessCard>
  );
}

/** For a signed-in person who is not an administrator. */
export function AdminAccessDenied() {
  return (
    <AccessCard icon={<ShieldX className="size-7" aria-hidden="true" />} title="Access Denied">
      <p className="text-muted-foreground">You don't have permission to access the admin panel.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to My Trips</Link>
      </Button>
    </AccessCard>
  );
}
