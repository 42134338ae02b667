import { z } from 'zod';
import { fromDateInput, toDateInput } from '@/lib/date-input';
import type { TripDetail } from '../../../../common/contract/trips';
import { updateTripSchema } from '../../../../common/schemas/trips';

/** The Edit Trip form holds text; it is turned into a trip update and checked by the shared schema. */
export const editTripFormSchema = z
  .object({ title: z.string(), description: z.string(), startDate: z.string(), endDate: z.string() })
  .transform(
    (values): z.input<typeof updateTripSchema> => ({
      ...values,
      startDate: fromDateInput(values.startDate),
      endDate: fromDateInput(values.endDate),
    }),
  )
  .pipe(updateTripSchema);

export type EditTripValues = z.input<typeof editTripFormSchema>;

export const editTripValues = (trip: TripDetail): EditTripValues => ({
  title: trip.title,
  description: trip.description ?? '',
  startDate: toDateInput(trip.startDate),
  endDate: toDateInput(trip.endDate),
});
