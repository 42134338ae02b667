import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_TAG_LENGTH, normalizeTags } from '../../../../common/schemas/photos';

interface TagInputProps {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  disabled?: boolean;
}

/** A text box that turns its text into a tag on Enter or "Add tag", and the tags as removable chips. */
export function TagInput({ tags, onTagsChange, draft, onDraftChange, disabled }: TagInputProps) {
  const id = useId();
  const add = () => {
    onTagsChange(normalizeTags([...tags, draft]));
    onDraftChange('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          placeholder="e.g. sunset"
          disabled={disabled}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={disabled}>
          <Plus aria-hidden="true" />
          Add tag
        </Button>
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-2.5 text-xs font-semibold text-accent-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => onTagsChange(tags.filter((other) => other !== tag))}
                className="-my-1 rounded-full p-1.5 hover:bg-teal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
