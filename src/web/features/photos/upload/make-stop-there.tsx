import { Button } from '@/components/ui/button';
import { ToastAction } from '@/components/ui/toast';
import type { Photo } from '../../../../common/contract/photos';
import { useCreateStopFromPhoto } from '../use-photo-mutations';

/** The toast's offer, for a photo taken far from the stop it was added to: a stop where it was taken. */
export function MakeStopThere({ photo }: { photo: Photo }) {
  const createStop = useCreateStopFromPhoto(photo);
  return (
    <ToastAction altText="Make a stop where the photo was taken" onClick={() => createStop.mutate()}>
      Make a stop there
    </ToastAction>
  );
}

/** The same offer in the upload list, beside a photo of several uploaded together. */
export function MakeStopThereButton({ photo }: { photo: Photo }) {
  const createStop = useCreateStopFromPhoto(photo);
  return (
    <Button
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={createStop.isPending || createStop.isSuccess}
      onClick={() => createStop.mutate()}
    >
      Make a stop there
    </Button>
  );
}
