import { Share2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
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
import type { ShareSection } from '../types';

const SharePanel = lazyDialogFields(
  () => import('./share-panel').then((module) => module.SharePanel),
  'Loading sharing…',
);

export const preloadShareDialog = SharePanel.preload;

interface ShareDialogProps {
  trip: TripDetail;
  open: boolean;
  section: ShareSection;
  /** The Share button opens the dialog at its invitations. */
  onOpenChange: (open: boolean) => void;
}

/** The Share button and its dialog; what the dialog holds is fetched when it first opens. */
export function ShareDialog({ trip, open, section, onOpenChange }: ShareDialogProps) {
  // Opened from elsewhere on the page (a card), the focus goes back there on closing, not to the Share button.
  const opener = useRef<HTMLElement | null>(null);
  // Before the panel's effects, which may move the focus into the dialog.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-lg gap-6"
        // The panel gives the public link the focus itself.
        onOpenAutoFocus={(event) => section === 'link' && event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share Trip</DialogTitle>
          <DialogDescription>{`Invite people to follow “${trip.title}”.`}</DialogDescription>
        </DialogHeader>
        <SharePanel trip={trip} section={section} />
      </DialogContent>
    </Dialog>
  );
}
