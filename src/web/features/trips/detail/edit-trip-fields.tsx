import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConflictDialog } from '@/components/ui/conflict-dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { RequiredFieldsNote, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import type { TripDetail } from '../../../../common/contract/trips';
import { useEditTrip } from '../use-trip-mutations';
import { editTripFormSchema, editTripValues } from './edit-trip-form';

/** The trip's name, story and dates, saved with a check that nobody changed them meanwhile. */
export function EditTripForm({ trip, onDone }: { trip: TripDetail; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(editTripFormSchema), defaultValues: editTripValues(trip) });
  const save = useEditTrip(trip, onDone);

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => save.save(input))}>
      <RequiredFieldsNote />
      <TextField label="Trip Title" required error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start Date"
          type="date"
          required
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label="End Date"
          type="date"
          required
          min={watch('startDate') || undefined}
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <FormDialogFooter
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
      <ConflictDialog
        open={save.conflict !== null}
        what="trip"
        theirs={`it is now called “${save.conflict?.current.title ?? trip.title}”`}
        pending={save.isPending}
        onReapply={save.reapply}
        onKeepTheirs={save.keepTheirs}
      />
    </form>
  );
}
