import { addDays, isValid, startOfToday, subDays } from 'date-fns';
import { z } from 'zod';
import { fromDateInput, toDateInput } from '@/lib/date-input';
import { createTripSchema } from '../../../../common/schemas/trips';
import { PAST_START_MESSAGE, startIsPast, type TripKind } from '../../../../common/trips/trip-rules';

/** Total miles as typed, or 0 when it is not a number. */
export function milesFrom(text: string): number {
  const miles = Number.parseFloat(text);
  return Number.isFinite(miles) ? miles : 0;
}

/** The create-trip form holds text; it is turned into a trip and checked by the shared trip schema. */
export const tripFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    startLocation: z.string(),
    endLocation: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    totalMiles: z.string(),
    drivingTime: z.string(),
    /** Which tab the trip is made in: an upcoming trip cannot start before today. */
    kind: z.enum(['upcoming', 'completed']),
  })
  .superRefine(({ kind, startDate }, ctx) => {
    const start = fromDateInput(startDate);
    if (kind === 'upcoming' && isValid(start) && startIsPast(start)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: PAST_START_MESSAGE });
    }
  })
  .transform(
    ({ kind: _kind, ...values }): z.input<typeof createTripSchema> => ({
      ...values,
      startDate: fromDateInput(values.startDate),
      endDate: fromDateInput(values.endDate),
      totalMiles: milesFrom(values.totalMiles),
      drivingTime: values.drivingTime.trim() || undefined,
    }),
  )
  .pipe(createTripSchema);

export type TripFormValues = z.input<typeof tripFormSchema>;

/** Completed trips default to last week (7 days ago to yesterday), upcoming ones to the coming week. */
export function defaultDates(kind: TripKind): Pick<TripFormValues, 'startDate' | 'endDate'> {
  const today = startOfToday();
  return kind === 'completed'
    ? { startDate: toDateInput(subDays(today, 7)), endDate: toDateInput(subDays(today, 1)) }
    : { startDate: toDateInput(today), endDate: toDateInput(addDays(today, 7)) };
}

export function emptyTripForm(kind: TripKind): TripFormValues {
  return {
    title: '',
    description: '',
    startLocation: '',
    endLocation: '',
    totalMiles: '',
    drivingTime: '',
    kind,
    ...defaultDates(kind),
  };
}
