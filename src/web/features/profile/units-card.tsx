import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '../../../common/contract/users';
import { type DistanceUnit, unitLabel } from '../../../common/units';
import { updatePreferences } from './profile-api';
import { useOwnSettingChange } from './use-own-setting-change';

const CHOICES: { unit: DistanceUnit; label: string; example: string }[] = [
  { unit: 'mi', label: 'Miles', example: 'miles and mph' },
  { unit: 'km', label: 'Kilometres', example: 'kilometres and km/h' },
];

/** Miles or kilometres for every distance and speed the app shows this traveller. */
export function UnitsCard({ user }: { user: User }) {
  const unit = useOwnSettingChange(
    user.distanceUnit,
    (distanceUnit: DistanceUnit) => updatePreferences({ distanceUnit }),
    (saved) => `Distances now in ${unitLabel(saved.distanceUnit)}`,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Units</CardTitle>
        <CardDescription>
          How trips, routes, statistics and travel guides show distances and speeds.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Distance unit</legend>
          {CHOICES.map(({ unit: choice, label, example }) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-checked:border-primary has-checked:bg-accent"
            >
              <input
                type="radio"
                name="distance-unit"
                value={choice}
                className="size-5 accent-primary"
                checked={unit.shown === choice}
                disabled={unit.saving}
                onChange={() => unit.pick(choice)}
              />
              <span className="grid">
                <span className="text-sm font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{example}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
