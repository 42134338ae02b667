import { ProgressBar } from '@/components/ui/progress-bar';
import type { GuideProgress } from './travel-guide';

/** A bar that fills as the guide is written; without a count yet it only says it is working. */
export function ExportProgress({ progress }: { progress: GuideProgress | null }) {
  const text = progress
    ? `Building your travel guide… ${progress.done}/${progress.total}`
    : 'Building your travel guide…';
  return (
    <ProgressBar
      label="Travel guide"
      text={text}
      percent={progress ? Math.round((progress.done / progress.total) * 100) : null}
    />
  );
}
