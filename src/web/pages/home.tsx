import { Plus, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MyTripList, SharedTripList } from '@/features/trips/trip-lists';
import { useSharedTrips } from '@/lib/queries/shared-trips';
import { useTrips } from '@/lib/queries/trips';

export default function HomePage() {
  const trips = useTrips();
  const shared = useSharedTrips();
  if (trips.isLoading || shared.isLoading) return <FullPageSpinner />;
  const sharedCount = shared.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-10">
      <section className="relative overflow-hidden rounded-3xl bg-linear-to-br from-teal-700 via-teal-600 to-emerald-500 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-64 rounded-full border-[14px] border-dashed border-white/15"
        />
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-medium">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Your road-trip journal
        </p>
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          Turn Your Travels Into Beautiful Memories
        </h1>
        <p className="mt-3 max-w-xl text-teal-50 sm:text-lg">
          AI-powered tracking records your route, photos and stops as you drive, and one-click sharing brings
          friends and family along for the ride.
        </p>
        <Button asChild size="lg" className="mt-6 bg-white text-teal-800 hover:bg-teal-50">
          <Link href="/create-trip">
            <Plus aria-hidden="true" />
            Start New Trip
          </Link>
        </Button>
      </section>

      <Tabs defaultValue="my-trips">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="my-trips" className="sm:px-5">
              My Trips
            </TabsTrigger>
            <TabsTrigger value="shared" className="sm:px-5">
              Shared with Me
              {sharedCount > 0 && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {sharedCount}
                </span>
              )}
            </TabsTrigger>
          </TabsList>
          <Button asChild variant="outline">
            <Link href="/create-trip">
              <Plus aria-hidden="true" />
              Create New Trip
            </Link>
          </Button>
        </div>
        <TabsContent value="my-trips">
          <MyTripList trips={trips.data ?? []} />
        </TabsContent>
        <TabsContent value="shared">
          <SharedTripList shares={shared.data ?? []} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
