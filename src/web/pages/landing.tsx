import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { FeatureGrid } from '@/features/landing/feature-grid';
import { RouteIllustration } from '@/features/landing/route-illustration';

export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-linear-to-b from-teal-50 via-background to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <a
          href="#features"
          className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Features
        </a>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-16 px-4 pt-10 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-16">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-teal-200 bg-card px-3 py-1 text-xs font-medium text-teal-800">
              <Sparkles className="size-3.5" aria-hidden="true" />
              The travel journal for road trips
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
              Your road trips,{' '}
              <span className="bg-linear-to-r from-teal-700 to-emerald-500 bg-clip-text text-transparent">
                beautifully remembered
              </span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
              Roadbook tracks your route, pins every photo to the place it was taken and turns it all into a
              trip you can share in one click. Premium adds AI-written detail about the places you pass.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/auth">
                  Get Started Free
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/auth">Sign In</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              Free forever for unlimited trips. No card needed.
            </p>
          </div>
          <RouteIllustration />
        </section>

        <section id="features" className="scroll-mt-8 border-t bg-card/60 py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto mb-12 max-w-2xl text-center">
              <h2 className="text-3xl font-bold tracking-tight">Everything your road trip deserves</h2>
              <p className="mt-3 text-muted-foreground">
                From the first mile to the last photo, Roadbook keeps the whole journey in one place.
              </p>
            </div>
            <FeatureGrid />
          </div>
        </section>
      </main>

      <footer className="border-t px-4 py-8 text-center text-sm text-muted-foreground">
        <p>Roadbook — your road trips, beautifully remembered.</p>
      </footer>
    </div>
  );
}
