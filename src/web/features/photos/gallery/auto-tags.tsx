import { Sparkles, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Photo } from '../../../../common/contract/photos';
import { useRemoveAutoTag, useUpdatePhoto } from '../use-photo-mutations';

/**
 * The tags found automatically, apart from the owner's own: the owner can take any of them off (it stays off),
 * and use the suggested caption when a vision service gave one.
 */
export function AutoTags({ photo, canEdit }: { photo: Photo; canEdit: boolean }) {
  const remove = useRemoveAutoTag(photo);
  const useCaption = useUpdatePhoto(photo, () => undefined);
  const suggestion = photo.captionSuggestion && photo.captionSuggestion !== photo.caption;
  if (photo.autoTags.length === 0 && !suggestion) return null;
  return (
    <section aria-labelledby={`auto-tags-${photo.id}`} className="grid gap-2 rounded-xl bg-muted/60 p-3">
      <h3 id={`auto-tags-${photo.id}`} className="inline-flex items-center gap-1.5 text-xs font-semibold">
        <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
        Automatic tags
      </h3>
      {photo.autoTags.length > 0 && (
        <ul aria-label="Automatic tags" className="flex flex-wrap gap-1.5">
          {photo.autoTags.map((tag) => (
            <li key={tag}>
              <Badge variant="info" className="gap-0.5 pr-0.5">
                {tag}
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6 rounded-full"
                    aria-label={`Remove tag ${tag}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(tag)}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </Button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {suggestion && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="text-muted-foreground">Suggested caption:</span>
          <span className="break-words">{photo.captionSuggestion}</span>
          {canEdit && (
            <Button
              variant="link"
              size="sm"
              className="h-8 px-0"
              disabled={useCaption.isPending}
              onClick={() => useCaption.mutate({ caption: photo.captionSuggestion, tags: photo.tags })}
            >
              Use as caption
            </Button>
          )}
        </p>
      )}
    </section>
  );
}
