import { Card, CardContent } from '@/components/ui/card';
import { CreateTripForm } from '@/features/trips/create/create-trip-form';
import { TripTips } from '@/features/trips/create/trip-tips';

export default function CreateTripPage() {
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Create New Trip</h1>
        <p className="mt-1 text-muted-foreground">
          Plan the road ahead, or record a drive you have already made.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_300px]">
        <Card>
          <CardContent className="pt-6">
            <CreateTripForm />
          </CardContent>
        </Card>
        <TripTips />
      </div>
    </div>
  );
}
