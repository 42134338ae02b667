import { useEffect, useState } from 'react';
import { onOutboxChange, waitingWrites } from './store';
import type { WaitingWrite } from './waiting-write';

/** The writes waiting on this device, of one trip or of all, kept current as they are made and sent. */
export function useWaitingWrites(tripId?: number): WaitingWrite[] {
  const [writes, setWrites] = useState<WaitingWrite[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void waitingWrites()
        .then((all) => {
          if (current) setWrites(tripId === undefined ? all : all.filter((write) => write.tripId === tripId));
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [tripId]);
  return writes;
}
