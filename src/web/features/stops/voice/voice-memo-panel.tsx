import { Mic, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { formatDuration } from '@/lib/format-duration';
import { useMayDeleteAdded } from '@/lib/trip-permissions';
import type { Stop } from '../../../../common/contract/stops';
import { CopyTranscriptButton } from './copy-transcript-button';
import { TranscribeButton } from './transcribe-button';
import { useDeleteVoiceMemo } from './use-voice-memo-mutations';
import { voiceMemoUrl } from './voice-memo-api';

interface VoiceMemoPanelProps {
  stop: Stop;
  canEdit: boolean;
}

/**
 * A stop's memo: duration, player and transcript. "Re-transcribe" is offered only when the memo had no
 * transcript when this panel loaded; give the panel the memo's file name as key so a new memo loads afresh.
 */
export function VoiceMemoPanel({ stop, canEdit }: VoiceMemoPanelProps) {
  const [hadTranscriptAtLoad] = useState(() => Boolean(stop.voiceMemoTranscript));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteVoiceMemo(stop, () => setConfirmingDelete(false));
  const mayDelete = useMayDeleteAdded(stop.voiceMemoCreatedBy);
  const transcript = stop.voiceMemoTranscript || null;
  const transcribeLabel = transcript === null ? 'Transcribe' : hadTranscriptAtLoad ? null : 'Re-transcribe';

  return (
    <div className="grid min-w-0 gap-2 rounded-xl border bg-muted/40 p-2.5 sm:p-3 md:max-w-xl">
      <div className="flex items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <Mic className="size-4 text-primary" aria-hidden="true" />
          Voice memo
          {stop.voiceMemoDuration !== null && (
            <span className="font-normal text-muted-foreground tabular-nums">
              {formatDuration(stop.voiceMemoDuration)}
            </span>
          )}
        </p>
        {canEdit && mayDelete && (
          <IconButton
            className="text-muted-foreground hover:text-destructive"
            label="Delete voice memo"
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        )}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below stands in for captions */}
      <audio
        controls
        preload="metadata"
        src={voiceMemoUrl(stop)}
        aria-label={`Voice memo for ${stop.name}`}
        className="h-10 w-full"
      />
      {transcript !== null && (
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold text-muted-foreground">Transcript</p>
          <p className="text-sm break-words whitespace-pre-line">{transcript}</p>
        </div>
      )}
      {((canEdit && transcribeLabel) || transcript !== null) && (
        <div className="flex flex-wrap gap-2">
          {canEdit && transcribeLabel && <TranscribeButton stop={stop} label={transcribeLabel} />}
          {transcript !== null && <CopyTranscriptButton transcript={transcript} />}
        </div>
      )}
      {canEdit && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title="Delete voice memo?"
          description={`The voice memo for “${stop.name}” and its transcript will be removed. This cannot be undone.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      )}
    </div>
  );
}
