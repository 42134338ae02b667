import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PlanBadge, UpgradePrompt } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/queries/config';
import { useAuth } from '@/lib/queries/session';
import { usePlanFeature } from '@/lib/use-plan-feature';
import type { Stop } from '../../../../common/contract/stops';
import { SET_UP_HINTS, TRANSCRIPTION_UNAVAILABLE } from '../../../../common/services';
import { useTranscribeVoiceMemo } from './use-voice-memo-mutations';

/** Said instead of the button when the server has no transcription service; administrators learn how to add one. */
function TranscriptionUnavailable() {
  const isAdmin = useAuth().user?.isAdmin ?? false;
  return (
    <p className="text-xs text-muted-foreground">
      {TRANSCRIPTION_UNAVAILABLE}
      {isAdmin && ` ${SET_UP_HINTS.transcription}`}
    </p>
  );
}

export function TranscribeButton({ stop, label }: { stop: Stop; label: 'Transcribe' | 'Re-transcribe' }) {
  const transcribe = useTranscribeVoiceMemo(stop);
  const plan = usePlanFeature('transcription');
  const [upgrading, setUpgrading] = useState(false);
  if (useAppConfig().data?.services.transcription === false) return <TranscriptionUnavailable />;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-8"
        aria-label={plan.allowed ? undefined : `${label} (${plan.planName})`}
        onClick={() => (plan.allowed ? transcribe.mutate() : setUpgrading(true))}
        disabled={transcribe.isPending}
      >
        {transcribe.isPending ? <Spinner /> : <FileText aria-hidden="true" />}
        {transcribe.isPending ? 'Transcribing…' : label}
        {!plan.allowed && <PlanBadge planName={plan.planName} />}
      </Button>
      <UpgradePrompt
        open={upgrading}
        onOpenChange={setUpgrading}
        planName={plan.planName}
        label={plan.label}
      />
    </>
  );
}
