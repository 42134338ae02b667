import { Mic, RotateCcw, Save, Square, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format-duration';
import type { Stop } from '../../../../common/contract/stops';
import { useSaveVoiceMemo } from './use-voice-memo-mutations';
import { useVoiceRecorder } from './use-voice-recorder';

interface VoiceMemoDialogProps {
  stop: Stop;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Closing the dialog unmounts the recorder, which stops recording and playback and frees the microphone. */
export function VoiceMemoDialog({ stop, open, onOpenChange }: VoiceMemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Voice Memo</DialogTitle>
          <DialogDescription>
            {stop.voiceMemoFilename
              ? `Record a new memo for ${stop.name}. Saving it replaces the current one.`
              : `Record a memo for ${stop.name}.`}
          </DialogDescription>
        </DialogHeader>
        <VoiceMemoRecorder stop={stop} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VoiceMemoRecorder({ stop, onSaved }: { stop: Stop; onSaved: () => void }) {
  const recorder = useVoiceRecorder();
  const save = useSaveVoiceMemo(stop, () => {
    recorder.reset();
    onSaved();
  });
  const { state } = recorder;
  const recording = state.status === 'recording';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-col items-center gap-3 rounded-xl bg-muted/60 px-4 py-6">
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-full',
            recording ? 'bg-red-100 text-red-600 motion-safe:animate-pulse' : 'bg-accent text-primary',
          )}
        >
          <Mic className="size-7" aria-hidden="true" />
        </span>
        {state.status === 'recorded' ? (
          <>
            <p className="text-sm text-muted-foreground">{`Recorded ${formatDuration(state.clip.seconds)}`}</p>
            {/* biome-ignore lint/a11y/useMediaCaption: a spoken memo recorded just now has no captions */}
            <audio controls src={state.url} aria-label="Recorded voice memo" className="w-full" />
          </>
        ) : (
          <p role="timer" aria-label="Recording time" className="text-3xl font-semibold tabular-nums">
            {formatDuration(recording ? state.seconds : 0)}
          </p>
        )}
        {recording && (
          <p className="inline-flex items-center gap-2 text-sm font-medium text-red-700">
            <span className="size-2 rounded-full bg-red-600" aria-hidden="true" />
            Recording…
          </p>
        )}
      </div>
      <DialogFooter className="sm:flex-wrap">
        {state.status === 'recorded' ? (
          <>
            <Button key="discard" variant="ghost" onClick={recorder.reset} disabled={save.isPending}>
              <Trash2 aria-hidden="true" />
              Discard
            </Button>
            <Button key="again" variant="outline" onClick={recorder.reset} disabled={save.isPending}>
              <RotateCcw aria-hidden="true" />
              Record Again
            </Button>
            <Button key="save" onClick={() => save.mutate(state.clip)} disabled={save.isPending}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              Save Voice Memo
            </Button>
          </>
        ) : recording ? (
          <Button key="stop" variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden="true" />
            Stop Recording
          </Button>
        ) : (
          <Button key="start" onClick={recorder.start} disabled={state.status === 'starting'}>
            {state.status === 'starting' ? <Spinner /> : <Mic aria-hidden="true" />}
            Start Recording
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
