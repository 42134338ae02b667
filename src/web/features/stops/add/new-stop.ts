import type { ToastInput } from '@/components/ui/use-toast';
import { fromDateAndTimeInputs } from '@/lib/date-input';
import { createStopSchema, latitudeField, longitudeField } from '../../../../common/schemas/stops';
import { DEFAULT_VISIT_TYPE, type VisitType } from '../../../../common/trips/stop-rules';
import type { NewStop } from '../stop-api';

export interface NewStopValues {
  name: string;
  description: string;
  visitType: VisitType;
  arrivalDate: string;
  arrivalTime: string;
  latitude: string;
  longitude: string;
}

export const emptyNewStop = (): NewStopValues => ({
  name: '',
  description: '',
  visitType: DEFAULT_VISIT_TYPE,
  arrivalDate: '',
  arrivalTime: '',
  latitude: '0',
  longitude: '0',
});

/** The fields a toast is about, each with what its own message says beside it. */
export type FieldMessages = Partial<Record<keyof NewStopValues, string>>;

export type NewStopCheck =
  | { kind: 'ok'; stop: NewStop }
  | { kind: 'toast'; toast: ToastInput; fields: FieldMessages }
  | { kind: 'field'; field: keyof NewStopValues; message: string };

/** A coordinate as typed, or 0 when it is not a number. */
export function coordinateFrom(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/** The Add Stop rules, in the order the form reports them, ending with the shared stop schema. */
export function checkNewStop(values: NewStopValues, tripId: number): NewStopCheck {
  const arrival = fromDateAndTimeInputs(values.arrivalDate, values.arrivalTime);
  if (!values.name.trim() || !arrival) {
    return {
      kind: 'toast',
      toast: { title: 'Missing required fields', description: 'Please fill in name, date, and time.' },
      fields: {
        ...(!values.name.trim() && { name: 'Name is required' }),
        ...(!values.arrivalDate && { arrivalDate: 'Arrival date is required' }),
        ...(!values.arrivalTime && { arrivalTime: 'Arrival time is required' }),
      },
    };
  }
  const latitude = coordinateFrom(values.latitude);
  const longitude = coordinateFrom(values.longitude);
  if (latitude === 0 && longitude === 0) {
    return {
      kind: 'toast',
      toast: {
        title: 'Location not set',
        description: 'Please search for a location or enter coordinates manually.',
      },
      fields: { latitude: 'Location not set', longitude: 'Location not set' },
    };
  }
  const latitudeCheck = latitudeField.safeParse(latitude);
  if (!latitudeCheck.success) return fieldProblem('latitude', latitudeCheck.error.issues[0]?.message);
  const longitudeCheck = longitudeField.safeParse(longitude);
  if (!longitudeCheck.success) return fieldProblem('longitude', longitudeCheck.error.issues[0]?.message);

  const stop = {
    name: values.name.trim(),
    description: values.description.trim() || null,
    visitType: values.visitType,
    arrivalTime: arrival.toISOString(),
    latitude,
    longitude,
    tripId,
  };
  const checked = createStopSchema.safeParse(stop);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    return fieldProblem(String(issue?.path[0] ?? 'name') as keyof NewStopValues, issue?.message);
  }
  return { kind: 'ok', stop };
}

function fieldProblem(field: keyof NewStopValues, message = 'Please check this value'): NewStopCheck {
  return { kind: 'field', field, message };
}
