import { FileText } from 'lucide-react';
import { PlanGatedButton } from '@/components/ui/plan-gate';
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
  if (useAppConfig().data?.services.transcription === false) return <TranscriptionUnavailable />;
  return (
    <PlanGatedButton
      plan={plan}
      variant="outline"
      size="sm"
      className="h-8"
      aria-label={plan.allowed ? undefined : `${label} (${plan.planName})`}
      onClick={() => transcribe.mutate()}
      disabled={transcribe.isPending}
    >
      {transcribe.isPending ? <Spinner /> : <FileText aria-hidden="true" />}
      {transcribe.isPending ? 'Transcribing…' : label}
    </PlanGatedButton>
  );
}
