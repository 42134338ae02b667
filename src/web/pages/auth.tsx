import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { LoginForm } from '@/features/auth/login-form';
import { OAuthButton } from '@/features/auth/oauth-button';
import { RegisterForm } from '@/features/auth/register-form';
import { ResetPasswordDialog } from '@/features/auth/reset-password-dialog';
import { useOAuthErrorToast } from '@/features/auth/use-oauth-error-toast';
import { useSearchParam } from '@/lib/use-search-param';

const HIGHLIGHTS = [
  'Your route drawn on the map as you drive',
  'Photos sorted to the stop where they were taken',
  'Share a whole trip in one click',
];

export default function AuthPage() {
  const [tab, setTab] = useState('signin');
  const [resetToken, clearResetToken] = useSearchParam('reset');
  useOAuthErrorToast();

  return (
    <TooltipProvider>
      <div className="grid min-h-screen lg:grid-cols-2">
        <aside className="relative hidden flex-col justify-between overflow-hidden bg-linear-to-br from-teal-800 via-teal-700 to-emerald-600 p-12 text-white lg:flex">
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 size-96 rounded-full border-[18px] border-dashed border-white/10"
          />
          <Link
            href="/"
            className="w-fit rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Logo className="text-white" />
          </Link>
          <div className="relative">
            <p className="text-3xl font-bold leading-tight">
              Every road trip deserves a journal worth keeping.
            </p>
            <ul className="mt-8 grid gap-3 text-teal-50">
              {HIGHLIGHTS.map((item) => (
                <li key={item} className="flex items-center gap-3">
                  <CircleCheck className="size-5 text-amber-300" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-teal-100">
            Roadbook — your road trips, beautifully remembered.
          </p>
        </aside>

        <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-6">
          <Link
            href="/"
            className="mb-8 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
          >
            <Logo />
          </Link>
          <Card className="w-full max-w-md">
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold">Welcome to Roadbook</h1>
              <CardDescription>Sign in to your journal, or create a free account.</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="grid gap-5">
                  <OAuthButton />
                  <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                    <span className="h-px flex-1 bg-border" />
                    or
                    <span className="h-px flex-1 bg-border" />
                  </div>
                  <LoginForm />
                </TabsContent>
                <TabsContent value="signup">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </main>

        {resetToken !== null && (
          <ResetPasswordDialog
            token={resetToken}
            onClose={clearResetToken}
            onSuccess={() => {
              setTab('signin');
              clearResetToken();
            }}
          />
        )}
      </div>
    </TooltipProvider>
  );
}
