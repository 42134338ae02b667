import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Stop } from '../../../../common/contract/stops';
import { useTranscribeVoiceMemo } from './use-voice-memo-mutations';

export function TranscribeButton({ stop, label }: { stop: Stop; label: 'Transcribe' | 'Re-transcribe' }) {
  const transcribe = useTranscribeVoiceMemo(stop);
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8"
      onClick={() => transcribe.mutate()}
      disabled={transcribe.isPending}
    >
      {transcribe.isPending ? <Spinner /> : <FileText aria-hidden="true" />}
      {transcribe.isPending ? 'Transcribing…' : label}
    </Button>
  );
}
