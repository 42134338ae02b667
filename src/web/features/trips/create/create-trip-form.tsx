import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequiredFieldsNote, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { toDateInput } from '@/lib/date-input';
import type { TripKind } from '../../../../common/trips/trip-rules';
import { useCreateTrip } from '../use-trip-mutations';
import { SampleTripPicker } from './sample-trip-picker';
import type { SampleTrip } from './sample-trips';
import { defaultDates, emptyTripForm, tripFormSchema } from './trip-form';

export function CreateTripForm() {
  const [kind, setKind] = useState<TripKind>('upcoming');
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(tripFormSchema), defaultValues: emptyTripForm('upcoming') });

  const create = useCreateTrip(kind, (trip) => navigate(`/trips/${trip.id}`));

  const chooseKind = (next: TripKind) => {
    setKind(next);
    setValue('kind', next);
    const dates = defaultDates(next);
    setValue('startDate', dates.startDate);
    setValue('endDate', dates.endDate);
  };
  const pickSample = (sample: SampleTrip) => {
    setKind('completed');
    reset({ ...sample, kind: 'completed', ...defaultDates('completed') });
  };

  const startDate = watch('startDate');
  const completed = kind === 'completed';

  return (
    <Tabs value={kind} onValueChange={(value) => chooseKind(value as TripKind)}>
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="upcoming" className="sm:px-5">
          Upcoming Trip
        </TabsTrigger>
        <TabsTrigger value="completed" className="sm:px-5">
          Completed Trip
        </TabsTrigger>
      </TabsList>
      <TabsContent value={kind} className="grid gap-6">
        <SampleTripPicker onPick={pickSample} />
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => create.mutate(input))}>
          <RequiredFieldsNote />
          <TextField
            label="Trip Title"
            required
            placeholder="Summer on Route 66"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextareaField
            label="Description"
            placeholder="What is this trip about?"
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Start Location"
              required
              placeholder="Chicago, IL"
              error={errors.startLocation?.message}
              {...register('startLocation')}
            />
            <TextField
              label="End Location"
              required
              placeholder="Santa Monica, CA"
              error={errors.endLocation?.message}
              {...register('endLocation')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Start Date"
              required
              type="date"
              min={completed ? undefined : toDateInput(new Date())}
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextField
              label="End Date"
              required
              type="date"
              min={startDate || undefined}
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </div>
          {completed && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Total Miles"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder="0"
                error={errors.totalMiles?.message}
                {...register('totalMiles')}
              />
              <TextField
                label="Driving Time"
                placeholder="11h 40m"
                error={errors.drivingTime?.message}
                {...register('drivingTime')}
              />
            </div>
          )}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link href="/">Cancel</Link>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? 'Creating...' : completed ? 'Add Completed Trip' : 'Create Trip'}
            </Button>
          </div>
        </form>
      </TabsContent>
    </Tabs>
  );
}
