import { HardDrive } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { forgetSavedReads } from '@/lib/saved-reads';

interface DeviceStorage {
  used: number;
  available: number | null;
  persisted: boolean;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

function sizeOf(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}

async function readStorage(): Promise<DeviceStorage | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return {
    used: estimate.usage ?? 0,
    available: estimate.quota ?? null,
    persisted,
  };
}

/**
 * What this device keeps for use without a network (the app, the trips seen, waiting changes), whether the
 * browser may clear it when space runs short, and a way to clear the saved trips: waiting changes are kept
 * until they are sent.
 */
export function DeviceStorageCard() {
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  const waiting = useWaitingWrites();
  const refresh = useCallback(() => void readStorage().then(setStorage, () => setStorage(null)), []);
  useEffect(refresh, [refresh]);

  const keepForGood = async () => {
    const granted = (await navigator.storage?.persist?.()) ?? false;
    toast(
      granted
        ? { title: 'Kept on this device', description: 'The browser will not clear it to make room.' }
        : {
            title: 'The browser did not agree',
            description: 'It may still clear saved trips when space runs low.',
          },
    );
    refresh();
  };

  const clear = async () => {
    await forgetSavedReads();
    toast({ title: 'Stored trips cleared', description: 'They are stored again as you open them.' });
    refresh();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HardDrive className="size-5" aria-hidden="true" />
          On this device
        </CardTitle>
        <CardDescription>
          The app and the trips you open are kept here, so that they open without a network.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {storage ? (
          <>
            <p>
              {`${sizeOf(storage.used)} kept`}
              {storage.available !== null && ` of ${sizeOf(storage.available)} this browser allows`}
            </p>
            <p className="text-muted-foreground">
              {storage.persisted
                ? 'Kept until you clear it.'
                : 'The browser may clear it when the device runs short of space.'}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">This browser does not say how much it keeps.</p>
        )}
        {waiting.length > 0 && (
          <p>{`${waiting.length} ${waiting.length === 1 ? 'change waits' : 'changes wait'} to be sent: kept until sent.`}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {storage && !storage.persisted && (
            <Button size="sm" variant="outline" onClick={() => void keepForGood()}>
              Keep for good
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void clear()}>
            Clear stored trips
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
