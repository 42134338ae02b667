import { ImagePlus, Mic, PencilLine, SquarePen, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface StopOwnerActionsProps {
  onRename: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onUpload: () => void;
  onRecord: () => void;
}

const iconButton = 'size-8 text-muted-foreground hover:text-foreground';

/** The owner's tools for one stop; the AI description and the memo's own tools sit under the stop. */
export function StopOwnerActions({ onRename, onEdit, onDelete, onUpload, onRecord }: StopOwnerActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        size="icon"
        variant="ghost"
        className={iconButton}
        aria-label="Record voice memo"
        onClick={onRecord}
      >
        <Mic aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className={iconButton}
        aria-label="Add photos to stop"
        onClick={onUpload}
      >
        <ImagePlus aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" className={iconButton} aria-label="Rename stop" onClick={onRename}>
        <PencilLine aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" className={iconButton} aria-label="Edit stop" onClick={onEdit}>
        <SquarePen aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className={`${iconButton} hover:text-destructive`}
        aria-label="Delete stop"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
