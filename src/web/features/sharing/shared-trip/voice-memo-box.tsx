import { Mic } from 'lucide-react';
import { formatDuration } from '@/lib/format-duration';
import type { Stop } from '../../../../common/contract/stops';

interface VoiceMemoBoxProps {
  stop: Stop;
  src: string;
}

export function VoiceMemoBox({ stop, src }: VoiceMemoBoxProps) {
  return (
    <section
      aria-label="Voice memo"
      className="grid gap-2 rounded-xl border border-sky-100 bg-sky-50/70 p-3 text-sm"
    >
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-sky-800">
        <Mic className="size-3.5" aria-hidden="true" />
        Voice memo
        {stop.voiceMemoDuration !== null && (
          <span className="font-normal text-sky-700">{formatDuration(stop.voiceMemoDuration)}</span>
        )}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below, when there is one, is the text version */}
      <audio
        controls
        preload="metadata"
        src={src}
        aria-label={`Voice memo for ${stop.name}`}
        className="h-10 w-full"
      />
      {stop.voiceMemoTranscript && (
        <p className="break-words text-slate-700">
          <span className="font-semibold">Transcript:</span> {stop.voiceMemoTranscript}
        </p>
      )}
    </section>
  );
}
