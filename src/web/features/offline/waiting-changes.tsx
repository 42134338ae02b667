import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { forgetWrite, type WaitingWrite } from '@/lib/outbox/store';
import { sendAgain } from '@/lib/outbox/sync';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';

/** An edit refused because someone changed the thing meanwhile: mine made over theirs, or theirs kept. */
const stale = (write: WaitingWrite) => write.refused?.code === 'conflict';

const changesWaiting = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;

/**
 * The trip's changes kept on this device until the server has them, in the order they were made; one the
 * server refused shows its message, with the choice to send it again or discard it (for an edit someone else's
 * change overtook: keep mine, or keep theirs).
 */
export function WaitingChanges({ tripId }: { tripId: number }) {
  const writes = useWaitingWrites(tripId);
  if (writes.length === 0) return null;
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
            <li key={write.id} className="rounded-md border bg-background px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{write.label}</span>
                <span className="text-xs text-muted-foreground">
                  {write.refused ? 'Refused' : 'Waiting to sync'} · made{' '}
                  {new Date(write.madeAt).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </div>
              {write.refused && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <p className="flex flex-1 items-center gap-1.5 text-destructive">
                    <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                    {write.refused.message}
                  </p>
                  <Button size="sm" variant="outline" onClick={() => void sendAgain(write)}>
                    {stale(write) ? 'Keep mine' : 'Send again'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => write.id !== undefined && void forgetWrite(write.id)}
                  >
                    {stale(write) ? 'Keep theirs' : 'Discard'}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** For the offline banner: how many changes this device keeps for the server, when there are any. */
export function WaitingCount() {
  const writes = useWaitingWrites();
  return writes.length > 0 ? <span>· {changesWaiting(writes.length)}</span> : null;
}
