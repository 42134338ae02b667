import { z } from 'zod';
import { fromDateAndTimeInputs, toDateInput, toTimeInput } from '@/lib/date-input';
import type { Stop } from '../../../../common/contract/stops';
import { updateStopSchema } from '../../../../common/schemas/stops';
import type { StopChanges } from '../stop-api';

const fields = updateStopSchema.shape;

/** The Edit Stop form: the shared stop rules, with dates and times as the inputs hold them. */
export const editStopFormSchema = z.object({
  name: fields.name.unwrap(),
  visitType: fields.visitType.unwrap(),
  description: fields.description,
  comments: fields.comments,
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  wikipediaUrl: fields.wikipediaUrl,
  websiteUrl: fields.websiteUrl,
});

export type EditStopValues = z.input<typeof editStopFormSchema>;
type EditStopOutput = z.output<typeof editStopFormSchema>;

export function editStopValues(stop: Stop): EditStopValues {
  return {
    name: stop.name,
    visitType: stop.visitType,
    description: stop.description ?? '',
    comments: stop.comments ?? '',
    arrivalDate: stop.arrivalTime ? toDateInput(stop.arrivalTime) : '',
    arrivalTime: stop.arrivalTime ? toTimeInput(stop.arrivalTime) : '',
    departureDate: stop.departureTime ? toDateInput(stop.departureTime) : '',
    departureTime: stop.departureTime ? toTimeInput(stop.departureTime) : '',
    wikipediaUrl: stop.wikipediaUrl ?? '',
    websiteUrl: stop.websiteUrl ?? '',
  };
}

/** Both parts filled: that moment; both empty: null (cleared); one part only: left as it was. */
function moment(date: string, time: string): string | null | undefined {
  if (!date && !time) return null;
  return fromDateAndTimeInputs(date, time)?.toISOString();
}

export function stopChanges(values: EditStopOutput): StopChanges {
  return {
    name: values.name,
    visitType: values.visitType,
    description: values.description ?? null,
    comments: values.comments ?? null,
    arrivalTime: moment(values.arrivalDate, values.arrivalTime),
    departureTime: moment(values.departureDate, values.departureTime),
    wikipediaUrl: values.wikipediaUrl ?? null,
    websiteUrl: values.websiteUrl ?? null,
  };
}
