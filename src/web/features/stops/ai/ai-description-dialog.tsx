import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { UpgradeNotice } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { errorCode } from '@/lib/api';
import { paragraphs } from '@/lib/paragraphs';
import type { Stop } from '../../../../common/contract/stops';
import { useGenerateDescription } from './use-generate-description';

interface AiDescriptionDialogProps {
  stop: Stop;
  description: string;
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AiDescriptionDialog({
  stop,
  description,
  canEdit,
  open,
  onOpenChange,
}: AiDescriptionDialogProps) {
  const regenerate = useGenerateDescription(stop);
  const needsUpgrade = errorCode(regenerate.error) === 'plan_required';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{stop.name}</DialogTitle>
          <DialogDescription className="inline-flex items-center gap-1.5">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            {stop.aiDescriptionSource === 'offline' ? 'Written offline' : 'AI description'}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed break-words whitespace-pre-line">
          {paragraphs(description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {needsUpgrade && <UpgradeNotice>AI descriptions come with the Premium plan.</UpgradeNotice>}
        {canEdit && (
          <DialogFooter>
            <Button variant="outline" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
              {regenerate.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
              Regenerate
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
