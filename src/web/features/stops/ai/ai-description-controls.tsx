import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PlanGatedButton } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { usePlanFeature } from '@/lib/use-plan-feature';
import type { Stop } from '../../../../common/contract/stops';
import { AiDescriptionDialog } from './ai-description-dialog';
import { useGenerateDescription } from './use-generate-description';

/** "View AI description" when the stop has one; otherwise "Generate" for the owner. */
export function AiDescriptionControls({ stop, canEdit }: { stop: Stop; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  const generate = useGenerateDescription(stop);
  const plan = usePlanFeature('aiDescriptions');

  if (stop.aiDescription) {
    return (
      <>
        <Button variant="outline" size="sm" className="h-8 w-fit" onClick={() => setOpen(true)}>
          <Sparkles className="text-primary" aria-hidden="true" />
          View AI description
        </Button>
        <AiDescriptionDialog
          stop={stop}
          description={stop.aiDescription}
          canEdit={canEdit}
          open={open}
          onOpenChange={setOpen}
        />
      </>
    );
  }
  if (!canEdit) return null;
  const label = plan.allowed ? 'Generate AI description' : `Generate AI description (${plan.planName})`;
  return (
    <PlanGatedButton
      plan={plan}
      variant="outline"
      size="sm"
      className="h-8 w-fit"
      title={label}
      onClick={() => generate.mutate()}
      disabled={generate.isPending}
    >
      {generate.isPending ? <Spinner /> : <Sparkles className="text-primary" aria-hidden="true" />}
      Generate<span className="sr-only"> AI description</span>
    </PlanGatedButton>
  );
}
