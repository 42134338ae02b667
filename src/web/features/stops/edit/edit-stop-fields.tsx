import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ConflictDialog } from '@/components/ui/conflict-dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { errorProps, Field, RequiredFieldsNote, requiredProps, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import type { Stop } from '../../../../common/contract/stops';
import { visitTypeChoices } from '../../../../common/trips/stop-rules';
import { useSaveStop } from '../use-stop-mutations';
import { VisitTypeSelect } from '../visit-type-select';
import { editStopFormSchema, editStopValues, stopChanges } from './edit-stop-form';

export function EditStopForm({ stop, onDone }: { stop: Stop; onDone: () => void }) {
  const visitTypeId = useId();
  const save = useSaveStop(stop, onDone, 'Stop updated');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(editStopFormSchema), defaultValues: editStopValues(stop) });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={handleSubmit((values) => save.save(stopChanges(values)))}
    >
      <RequiredFieldsNote />
      <TextField label="Stop Name" required error={errors.name?.message} {...register('name')} />
      <Field id={visitTypeId} label="Visit Type" required error={errors.visitType?.message}>
        <VisitTypeSelect
          id={visitTypeId}
          types={visitTypeChoices(stop.visitType)}
          {...errorProps(visitTypeId, errors.visitType?.message)}
          {...requiredProps(true)}
          {...register('visitType')}
        />
      </Field>
      <TextareaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextareaField label="Comments" rows={2} error={errors.comments?.message} {...register('comments')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Arrival Date" type="date" {...register('arrivalDate')} />
        <TextField label="Arrival Time" type="time" {...register('arrivalTime')} />
        <TextField label="Departure Date" type="date" {...register('departureDate')} />
        <TextField label="Departure Time" type="time" {...register('departureTime')} />
      </div>
      <TextField
        label="Wikipedia URL"
        type="url"
        placeholder="https://en.wikipedia.org/wiki/…"
        error={errors.wikipediaUrl?.message}
        {...register('wikipediaUrl')}
      />
      <TextField
        label="Website URL"
        type="url"
        placeholder="www.example.com"
        error={errors.websiteUrl?.message}
        {...register('websiteUrl')}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
      <ConflictDialog
        open={save.conflict !== null}
        what="stop"
        theirs={`“${save.conflict?.current.name ?? stop.name}” was saved with other details`}
        pending={save.isPending}
        onReapply={save.reapply}
        onKeepTheirs={save.keepTheirs}
      />
    </form>
  );
}
