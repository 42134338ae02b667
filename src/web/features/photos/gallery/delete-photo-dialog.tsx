import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { photoTitle } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';
import { useDeletePhoto } from '../use-photo-mutations';

interface DeletePhotoDialogProps {
  photo: Photo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

export function DeletePhotoDialog({ photo, open, onOpenChange, onDeleted }: DeletePhotoDialogProps) {
  const remove = useDeletePhoto(photo, () => {
    onOpenChange(false);
    onDeleted?.();
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete photo?"
      description={`“${photoTitle(photo)}” will be removed from this trip. This cannot be undone.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
