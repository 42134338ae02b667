import { ImagePlus, Mic, SquarePen, TextCursorInput, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';

/** A tool left out is not offered (a stop still waiting on the device is renamed, edited and deleted later). */
interface StopOwnerActionsProps {
  onRename?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onUpload: () => void;
  /** Absent when recording would replace a memo this person may not delete (someone else's, for an editor). */
  onRecord?: () => void;
}

const tool = 'text-muted-foreground hover:text-foreground';

/** The owner's tools for one stop; the AI description and the memo's own tools sit under the stop. */
export function StopOwnerActions({ onRename, onEdit, onDelete, onUpload, onRecord }: StopOwnerActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {onRecord && (
        <IconButton className={tool} label="Record voice memo" onClick={onRecord}>
          <Mic aria-hidden="true" />
        </IconButton>
      )}
      <IconButton className={tool} label="Add photos to stop" onClick={onUpload}>
        <ImagePlus aria-hidden="true" />
      </IconButton>
      {onRename && (
        <IconButton className={tool} label="Rename stop" onClick={onRename}>
          <TextCursorInput aria-hidden="true" />
        </IconButton>
      )}
      {onEdit && (
        <IconButton className={tool} label="Edit stop details" onClick={onEdit}>
          <SquarePen aria-hidden="true" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton className={`${tool} hover:text-destructive`} label="Delete stop" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
