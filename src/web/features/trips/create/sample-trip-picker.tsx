import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SAMPLE_TRIPS, type SampleTrip } from './sample-trips';

export function SampleTripPicker({ onPick }: { onPick: (sample: SampleTrip) => void }) {
  return (
    <section aria-labelledby="sample-trips-heading" className="grid gap-2">
      <h2 id="sample-trips-heading" className="inline-flex items-center gap-2 text-sm font-medium">
        <Sparkles className="size-4 text-amber-500" aria-hidden="true" />
        Start from a sample trip
      </h2>
      <div className="flex flex-wrap gap-2">
        {SAMPLE_TRIPS.map((sample) => (
          <Button key={sample.title} variant="outline" size="sm" onClick={() => onPick(sample)}>
            {sample.title}
          </Button>
        ))}
      </div>
    </section>
  );
}
