import { z } from 'zod';
import {
  DEFAULT_VISIT_TYPE,
  UNKNOWN_VISIT_TYPE,
  VISIT_TYPE_REQUIRED,
  VISIT_TYPES,
} from '../trips/stop-rules';
import { isWebAddress, withScheme } from '../web-address';
import { idParam, isPlausibleDate, optionalText } from './fields';

const optionalDateTime = (label: string) =>
  z
    .union([z.string(), z.date(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const date = new Date(value);
      if (!isPlausibleDate(date)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time` });
        return z.NEVER;
      }
      return date;
    });

/** An address typed without a scheme is taken as https ("moab.com" → "https://moab.com"). */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} is too long`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? withScheme(value) : null))
    .refine((value) => !value || isWebAddress(value), { message: `${label} must be a valid URL` });

const visitType = z.enum(VISIT_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? VISIT_TYPE_REQUIRED : UNKNOWN_VISIT_TYPE,
});
/** On an edit, any text: the service lets a stop keep a type from before the list (`mayTakeVisitType`). */
const keptVisitType = z
  .string({ error: VISIT_TYPE_REQUIRED })
  .trim()
  .min(1, VISIT_TYPE_REQUIRED)
  .max(50, UNKNOWN_VISIT_TYPE);

export const latitudeField = z.coerce
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
export const longitudeField = z.coerce
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name is too long');

export const createStopSchema = z.object({
  name,
  description: optionalText(5000, 'Description'),
  visitType: visitType.default(DEFAULT_VISIT_TYPE),
  arrivalTime: optionalDateTime('Arrival time'),
  departureTime: optionalDateTime('Departure time'),
  latitude: latitudeField.default(0),
  longitude: longitudeField.default(0),
  tripId: z.coerce.number().optional(),
});
export type CreateStopInput = z.infer<typeof createStopSchema>;

export const updateStopSchema = z.object({
  name: name.optional(),
  visitType: keptVisitType.optional(),
  description: optionalText(5000, 'Description'),
  comments: optionalText(5000, 'Comments'),
  arrivalTime: optionalDateTime('Arrival time'),
  departureTime: optionalDateTime('Departure time'),
  wikipediaUrl: optionalUrl('Wikipedia URL'),
  websiteUrl: optionalUrl('Website URL'),
  latitude: latitudeField.optional(),
  longitude: longitudeField.optional(),
});
export type UpdateStopInput = z.infer<typeof updateStopSchema>;

export const stopOrderSchema = z.object({
  stopIds: z
    .array(idParam('Stop id'), { error: 'Stop ids must be a list' })
    .min(1, 'Stop ids must name the stops')
    .max(10_000, 'Too many stop ids')
    .refine((ids) => new Set(ids).size === ids.length, 'Each stop may be named once'),
});
export type StopOrderInput = z.infer<typeof stopOrderSchema>;

export const stopIdParams = z.object({ id: idParam('Stop id') });
