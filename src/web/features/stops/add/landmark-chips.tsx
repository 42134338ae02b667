import { Landmark as LandmarkIcon } from 'lucide-react';
import { LANDMARKS, type Landmark } from '../../../../common/places/landmarks';

export function LandmarkChips({ onChoose }: { onChoose: (landmark: Landmark) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Or pick a landmark</legend>
      <div className="flex flex-wrap gap-1.5">
        {LANDMARKS.map((landmark) => (
          <button
            key={landmark.name}
            type="button"
            onClick={() => onChoose(landmark)}
            className="inline-flex items-center gap-1 rounded-full border bg-card px-2.5 py-1 text-xs font-medium transition-colors hover:border-teal-300 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LandmarkIcon className="size-3 text-primary" aria-hidden="true" />
            {landmark.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
