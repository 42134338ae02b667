import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { usePrivacyZones } from '@/lib/queries/privacy-zones';
import {
  PRIVACY_ZONE_MAX_METERS,
  PRIVACY_ZONE_MIN_METERS,
  PRIVACY_ZONES_MAX,
  type PrivacyZone,
  privacyZoneSchema,
} from '../../../common/schemas/privacy';
import { useSavePrivacyZones } from './use-privacy-mutations';
import { ZoneMap } from './zone-map';

const EMPTY_ZONE = { name: '', radiusMeters: 500 } as Partial<PrivacyZone>;

const distance = (meters: number) => (meters >= 1000 ? `${meters / 1000} km` : `${meters} m`);

/**
 * Places only the traveller sees on their trips, drawn on a map or typed in: for everyone else the route inside
 * is cut out, photos lose their coordinates and stops their place.
 */
export function PrivacyZonesCard() {
  const zones = usePrivacyZones();
  const save = useSavePrivacyZones();
  const saved = zones.data ?? [];
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(privacyZoneSchema), defaultValues: EMPTY_ZONE });
  const [latitude, longitude, radiusMeters] = watch(['latitude', 'longitude', 'radiusMeters']);
  const draft =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude !== undefined &&
    longitude !== undefined
      ? { latitude: Number(latitude), longitude: Number(longitude), radiusMeters: Number(radiusMeters) || 0 }
      : null;

  const add = (zone: PrivacyZone) =>
    save.mutate(
      { zones: [...saved, zone], done: `“${zone.name}” is hidden from others` },
      { onSuccess: () => reset(EMPTY_ZONE) },
    );
  const remove = (index: number) =>
    save.mutate({
      zones: saved.filter((_, at) => at !== index),
      done: `“${saved[index]?.name}” is visible to others again`,
    });
  const pick = (lat: number, lng: number) => {
    setValue('latitude', Number(lat.toFixed(6)), { shouldValidate: true });
    setValue('longitude', Number(lng.toFixed(6)), { shouldValidate: true });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy zones</CardTitle>
        <CardDescription>
          Places such as your home stay hidden from everyone you share a trip with: the route inside is cut
          out, photos lose their coordinates and stops their place on the map.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ZoneMap zones={saved} draft={draft} onPick={pick} />
        <p className="text-sm text-muted-foreground">
          Click the map to place a new zone, or type its centre.
        </p>
        <form
          className="grid gap-4"
          noValidate
          aria-label="New privacy zone"
          onSubmit={handleSubmit((zone) => add(zone))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Zone name"
              placeholder="Home"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Radius (metres)"
              type="number"
              inputMode="numeric"
              min={PRIVACY_ZONE_MIN_METERS}
              max={PRIVACY_ZONE_MAX_METERS}
              step={50}
              error={errors.radiusMeters?.message}
              {...register('radiusMeters', { valueAsNumber: true })}
            />
            <TextField
              label="Latitude"
              type="number"
              inputMode="decimal"
              step="any"
              error={errors.latitude?.message}
              {...register('latitude', { valueAsNumber: true })}
            />
            <TextField
              label="Longitude"
              type="number"
              inputMode="decimal"
              step="any"
              error={errors.longitude?.message}
              {...register('longitude', { valueAsNumber: true })}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending || saved.length >= PRIVACY_ZONES_MAX}>
              {save.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
              Add zone
            </Button>
          </div>
        </form>
        {saved.length > 0 && (
          <ul aria-label="Privacy zones" className="grid divide-y rounded-lg border">
            {saved.map((zone, index) => (
              <li
                key={`${zone.name}:${zone.latitude}:${zone.longitude}`}
                className="flex items-center gap-3 px-3 py-2.5"
              >
                <ShieldCheck className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <div className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium">{zone.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {`${distance(zone.radiusMeters)} around ${zone.latitude.toFixed(4)}, ${zone.longitude.toFixed(4)} · hidden from others`}
                  </span>
                </div>
                <IconButton
                  className="text-muted-foreground hover:text-destructive"
                  label={`Remove zone ${zone.name}`}
                  disabled={save.isPending}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
