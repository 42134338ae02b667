import { useState } from 'react';
import { ConflictDialog } from '@/components/ui/conflict-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { TextareaField } from '@/components/ui/textarea';
import type { Photo } from '../../../../common/contract/photos';
import { normalizeTags } from '../../../../common/schemas/photos';
import { useEditPhoto } from '../use-photo-mutations';
import { TagInput } from './tag-input';

/** The server's limit; the text area stops there instead of failing on save. */
const CAPTION_MAX_LENGTH = 2000;

interface EditPhotoDialogProps {
  photo: Photo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditPhotoDialog({ photo, open, onOpenChange }: EditPhotoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Photo Details</DialogTitle>
          <DialogDescription>Add a caption and tags to help organize your photos.</DialogDescription>
        </DialogHeader>
        <EditPhotoForm photo={photo} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the photo as saved. */
function EditPhotoForm({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [tags, setTags] = useState(photo.tags);
  const [draftTag, setDraftTag] = useState('');
  const save = useEditPhoto(photo, onDone);
  const theirs = save.conflict?.current;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.save({ caption: caption.trim() || null, tags: normalizeTags([...tags, draftTag]) });
      }}
    >
      <TextareaField
        label="Caption"
        rows={3}
        maxLength={CAPTION_MAX_LENGTH}
        value={caption}
        disabled={save.isPending}
        onChange={(event) => setCaption(event.target.value)}
      />
      <TagInput
        tags={tags}
        onTagsChange={setTags}
        draft={draftTag}
        onDraftChange={setDraftTag}
        disabled={save.isPending}
      />
      <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Update Photo" />
      <ConflictDialog
        open={theirs !== undefined}
        what="photo"
        theirs={theirs ? photoSummary(theirs) : ''}
        pending={save.isPending}
        onReapply={save.reapply}
        onKeepTheirs={save.keepTheirs}
      />
    </form>
  );
}

function photoSummary(photo: Photo): string {
  const caption = photo.caption ? `the caption is now “${photo.caption}”` : 'it now has no caption';
  return photo.tags.length > 0 ? `${caption}, tagged ${photo.tags.join(', ')}` : caption;
}
