import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  lazyDialogFields,
} from '@/components/ui/dialog';
import type { TripDetail } from '../../../../common/contract/trips';

const SharePanel = lazyDialogFields(
  () => import('./share-panel').then((module) => module.SharePanel),
  'Loading sharing…',
);

export const preloadShareDialog = SharePanel.preload;

/** The Share button and its dialog; what the dialog holds is fetched when it first opens. */
export function ShareDialog({ trip }: { trip: TripDetail }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg gap-6">
        <DialogHeader>
          <DialogTitle>Share Trip</DialogTitle>
          <DialogDescription>{`Invite people to follow “${trip.title}”.`}</DialogDescription>
        </DialogHeader>
        <SharePanel trip={trip} />
      </DialogContent>
    </Dialog>
  );
}
