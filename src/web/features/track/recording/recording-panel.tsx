import { Circle, Pause, Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { formatDistance } from '../../../../common/units';
import type { TrackRecorder } from './use-track-recorder';

/** "Record route" when idle; otherwise the live state, totals and the pause, resume and stop buttons. */
export function RecordingControls({ recorder }: { recorder: TrackRecorder }) {
  const unit = useDistanceUnit();
  if (recorder.status === 'idle') {
    return (
      <Button variant="outline" size="sm" className="justify-self-start" onClick={recorder.start}>
        <Circle aria-hidden="true" className="fill-red-600 text-red-600" />
        Record route
      </Button>
    );
  }
  const recording = recorder.status === 'recording';
  return (
    <section
      aria-label="Route recording"
      className="grid w-full gap-2 rounded-xl border border-red-200 bg-red-50/60 p-3 text-sm"
    >
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex items-center gap-1.5 font-semibold">
          <span
            aria-hidden="true"
            className={
              recording
                ? 'size-2.5 animate-pulse rounded-full bg-red-600'
                : 'size-2.5 rounded-full bg-slate-400'
            }
          />
          {recording ? 'Recording…' : 'Paused'}
        </span>
        <span>{recorder.pointCount} points</span>
        <span>{formatDistance(recorder.miles, unit, { fixed: true })}</span>
      </div>
      {recorder.offline && recorder.waiting.length > 0 && (
        <p className="text-amber-800">Offline — {recorder.waiting.length} points waiting</p>
      )}
      <div className="flex flex-wrap gap-2">
        {recording ? (
          <Button variant="outline" size="sm" onClick={recorder.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={recorder.resume} disabled={recorder.stopping}>
            <Play aria-hidden="true" />
            {recorder.restored ? 'Resume recording' : 'Resume'}
          </Button>
        )}
        <Button
          variant="destructive"
          size="sm"
          onClick={() => void recorder.stop()}
          disabled={recorder.stopping}
        >
          {recorder.stopping ? <Spinner /> : <Square aria-hidden="true" />}
          Stop recording
        </Button>
      </div>
    </section>
  );
}
