import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { IconButton } from '@/components/ui/icon-button';
import { draftOf, type LinkSettings } from '../link-settings';
import { useChangeLinkSettings } from '../use-share-mutations';
import { LinkSettingsFields } from './link-settings-fields';

interface LinkSettingsDialogProps {
  tripId: number;
  shareId: number;
  /** Who or what the link is for, as the button and title name it. */
  name: string;
  link: LinkSettings;
}

export function LinkSettingsDialog({ tripId, shareId, name, link }: LinkSettingsDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(link));
  const save = useChangeLinkSettings(tripId, shareId, () => setOpen(false));
  const label = `Link settings for ${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(draftOf(link));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <IconButton className="text-muted-foreground" label={label}>
          <Settings2 aria-hidden="true" />
        </IconButton>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Link settings</DialogTitle>
          <DialogDescription>{`How the link for ${name} opens and what its photos show.`}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ settings: draft, before: draftOf(link) });
          }}
        >
          <LinkSettingsFields value={draft} onChange={setDraft} hasPassword={link.hasPassword} />
          <FormDialogFooter onCancel={() => setOpen(false)} pending={save.isPending} submitLabel="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
