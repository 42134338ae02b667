import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { errorProps, Field, RequiredFieldsNote, requiredProps, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { VISIT_TYPES } from '../../../../common/trips/stop-rules';
import { useAddStop } from '../use-stop-mutations';
import { VisitTypeSelect } from '../visit-type-select';
import { LandmarkChips } from './landmark-chips';
import { checkNewStop, emptyNewStop, type NewStopValues } from './new-stop';
import { PlaceSearch } from './place-search';

/** Focuses a field in the middle of the dialog, clear of the toast at the top of the screen. */
function showField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (!(field instanceof HTMLElement)) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

/** Mounted each time the dialog opens, so every new stop starts from an empty form. */
export function AddStopForm({ tripId, onDone }: { tripId: number; onDone: () => void }) {
  const visitTypeId = useId();
  const form = useForm<NewStopValues>({ defaultValues: emptyNewStop() });
  const { register, handleSubmit, setValue, getValues, setError, clearErrors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;

  const add = useAddStop(tripId, onDone);

  const placeAt = (name: string, latitude: number, longitude: number, overwriteName: boolean) => {
    if (overwriteName || !getValues('name').trim()) setValue('name', name);
    setValue('latitude', String(latitude));
    setValue('longitude', String(longitude));
    clearErrors();
  };
  const submit = handleSubmit((values) => {
    const check = checkNewStop(values, tripId);
    if (check.kind === 'ok') add.mutate(check.stop);
    else if (check.kind === 'toast') {
      toast({ ...check.toast, variant: 'destructive' });
      const fields = Object.entries(check.fields) as [keyof NewStopValues, string][];
      for (const [field, message] of fields) setError(field, { message });
      if (fields[0]) showField(formRef.current, fields[0][0]);
    } else setError(check.field, { message: check.message });
  });

  return (
    <>
      <PlaceSearch onChoose={(place) => placeAt(place.name, place.lat, place.lon, false)} />
      <LandmarkChips onChoose={(landmark) => placeAt(landmark.name, landmark.lat, landmark.lng, true)} />
      <form ref={formRef} className="grid gap-4" noValidate onSubmit={submit}>
        <RequiredFieldsNote />
        <TextField label="Stop Name" required error={errors.name?.message} {...register('name')} />
        <TextareaField
          label="Description"
          rows={2}
          placeholder="Optional"
          error={errors.description?.message}
          {...register('description')}
        />
        <Field id={visitTypeId} label="Visit Type" required error={errors.visitType?.message}>
          <VisitTypeSelect
            id={visitTypeId}
            types={VISIT_TYPES}
            {...errorProps(visitTypeId, errors.visitType?.message)}
            {...requiredProps(true)}
            {...register('visitType')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Arrival Date"
            type="date"
            required
            error={errors.arrivalDate?.message}
            {...register('arrivalDate')}
          />
          <TextField
            label="Arrival Time"
            type="time"
            required
            error={errors.arrivalTime?.message}
            {...register('arrivalTime')}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Latitude"
            type="number"
            step="any"
            error={errors.latitude?.message}
            {...register('latitude')}
          />
          <TextField
            label="Longitude"
            type="number"
            step="any"
            error={errors.longitude?.message}
            {...register('longitude')}
          />
        </div>
        <FormDialogFooter onCancel={onDone} pending={add.isPending} submitLabel="Add Stop" />
      </form>
    </>
  );
}
