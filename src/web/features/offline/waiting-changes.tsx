import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { countOf } from '@/lib/format';
import { type PhotoSending, usePhotoSending } from '@/lib/outbox/photo-progress';
import { waitsForStop } from '@/lib/outbox/stand-ins';
import { forgetWrites } from '@/lib/outbox/store';
import { sendAgain } from '@/lib/outbox/sync';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import type { WaitingWrite } from '@/lib/outbox/waiting-write';

/** An edit refused because someone changed the thing meanwhile: mine made over theirs, or theirs kept. */
const stale = (write: WaitingWrite) => write.refused?.code === 'conflict';

const changesWaiting = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;

const HELD_BACK = {
  /** The choice is the stop's: sent again, the stop takes this after it; discarded, this goes with it. */
  stopRefused: 'Not sent: its stop was refused. It follows the stop if you send that again.',
  stopGone: 'Its stop was not stored, so this cannot be sent.',
};

/** Why a write for a stop made on this device cannot go, when it cannot. */
function heldBack(write: WaitingWrite, writes: readonly WaitingWrite[]): keyof typeof HELD_BACK | null {
  if (!waitsForStop(write)) return null;
  const stop = writes.find((other) => other.standIn === write.stopId);
  if (!stop) return 'stopGone';
  return stop.refused ? 'stopRefused' : null;
}

function WaitingChange({
  write,
  writes,
  sending,
  onDiscard,
}: {
  write: WaitingWrite;
  writes: readonly WaitingWrite[];
  sending: PhotoSending | null;
  onDiscard: () => void;
}) {
  const held = heldBack(write, writes);
  const refusal = write.refused?.message ?? (held && HELD_BACK[held]);
  const inFlight = sending?.writeId === write.id ? sending : null;
  return (
    <li className="rounded-md border bg-background px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{write.label}</span>
        <span className="text-xs text-muted-foreground">
          {refusal ? 'Refused' : inFlight ? 'Sending' : 'Waiting to sync'} · made{' '}
          {new Date(write.madeAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </div>
      {inFlight && (
        <div className="mt-2">
          <ProgressBar
            label={`${write.label} sending progress`}
            text={`Sending photo ${inFlight.number} of ${inFlight.count}`}
            percent={inFlight.percent}
          />
        </div>
      )}
      {refusal && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="flex flex-1 items-center gap-1.5 text-destructive">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
          {write.refused && (
            <Button size="sm" variant="outline" onClick={() => void sendAgain(write)}>
              {stale(write) ? 'Keep mine' : 'Send again'}
            </Button>
          )}
          {held !== 'stopRefused' && (
            <Button size="sm" variant="ghost" onClick={onDiscard}>
              {stale(write) ? 'Keep theirs' : 'Discard'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The trip's changes kept on this device until the server has them, in the order they were made, with the
 * progress of the photo being sent; one the server refused shows its message, with the choice to send it again
 * or discard it (for an edit someone else's change overtook: keep mine, or keep theirs). Discarding a stop made
 * here asks first when photos or a memo wait for it: they go with it.
 */
export function WaitingChanges({ tripId }: { tripId: number }) {
  const writes = useWaitingWrites(tripId);
  const sending = usePhotoSending();
  const [discarding, setDiscarding] = useState<{ stop: WaitingWrite; with: WaitingWrite[] } | null>(null);
  if (writes.length === 0) return null;

  const discard = (write: WaitingWrite) => {
    const added = writes.filter((other) => write.standIn !== undefined && other.stopId === write.standIn);
    if (added.length > 0) setDiscarding({ stop: write, with: added });
    else if (write.id !== undefined) void forgetWrites([write.id]);
  };

  return (
    <Card aria-labelledby="waiting-changes-title" className="border-amber-300 bg-amber-50/60">
      <CardHeader>
        <CardTitle id="waiting-changes-title" className="flex items-center gap-2 text-lg">
          <CloudUpload className="size-5 text-amber-700" aria-hidden="true" />
          {changesWaiting(writes.length)}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Kept on this device, and sent in this order when the network returns.
        </p>
      </CardHeader>
      <CardContent>
        <ol aria-label="Changes waiting to be sent" className="grid gap-2">
          {writes.map((write) => (
            <WaitingChange
              key={write.id}
              write={write}
              writes={writes}
              sending={sending}
              onDiscard={() => discard(write)}
            />
          ))}
        </ol>
      </CardContent>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard the stop and what waits for it?"
        description={
          discarding
            ? `${countOf(discarding.with.length, 'change')} made to this stop on this device (${discarding.with
                .map((write) => write.label)
                .join(', ')}) cannot be sent without it, and are discarded with it.`
            : ''
        }
        confirmLabel="Discard all"
        onConfirm={() => {
          if (!discarding) return;
          const ids = [discarding.stop, ...discarding.with].flatMap((write) => write.id ?? []);
          setDiscarding(null);
          void forgetWrites(ids);
        }}
      />
    </Card>
  );
}

/** For the offline banner: how many changes this device keeps for the server, when there are any. */
export function WaitingCount() {
  const writes = useWaitingWrites();
  return writes.length > 0 ? <span>· {changesWaiting(writes.length)}</span> : null;
}
