import { Link2Off } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { Spinner } from '@/components/ui/spinner';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useRemovePublicLink } from './use-share-mutations';

interface PublicShareUrlProps {
  tripId: number;
  shareUrl: string;
  canRemove: boolean;
}

/** The trip's public link as text, to copy, and for the owner to take down. */
export function PublicShareUrl({ tripId, shareUrl, canRemove }: PublicShareUrlProps) {
  const { copied, copy } = useCopyToClipboard();
  const remove = useRemovePublicLink(tripId);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Public share URL</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 basis-56 rounded-lg border bg-muted px-3 py-2 text-xs break-all">
          {shareUrl}
        </code>
        <div className="flex gap-2">
          <CopyLinkButton label="Copy" text="Copy" copied={copied !== null} onCopy={() => copy(shareUrl)} />
          {canRemove && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? <Spinner /> : <Link2Off aria-hidden="true" />}
              Remove public link
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
