import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { invalidateRoute } from '@/lib/queries/route';
import { type RecordedPoint, uploadPoints } from '../track-api';
import { addPoint, dropSent, newRecording, type Recording } from './recording-state';
import { loadRecording, saveRecording } from './recording-storage';

const BATCH_POINTS = 50;
const MAX_BATCH = 5000;
const UPLOAD_EVERY_MS = 15_000;
/** One empty list, so the map sees the same route while nothing waits. */
const NOTHING_WAITING: readonly RecordedPoint[] = [];

export type RecorderStatus = 'idle' | 'recording' | 'paused';

function toPoint({ coords, timestamp }: GeolocationPosition): RecordedPoint {
  const point: RecordedPoint = {
    lat: coords.latitude,
    lng: coords.longitude,
    time: new Date(timestamp).toISOString(),
  };
  if (coords.altitude !== null) point.ele = coords.altitude;
  return point;
}

function locationUnavailable(): void {
  toast({
    title: 'Location unavailable',
    description: 'Allow location access to record your route.',
    variant: 'destructive',
  });
}

/** Records the trip's route from the browser's position, keeping points locally until uploaded. */
export function useTrackRecorder(tripId: number) {
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(() => loadRecording(tripId));
  const [restored, setRestored] = useState(recording !== null);
  const [offline, setOffline] = useState(false);
  const [stopping, setStopping] = useState(false);
  const current = useRef(recording);
  const queue = useRef(Promise.resolve(true));
  const sending = useRef(false);

  const commit = useCallback(
    (next: Recording | null) => {
      current.current = next;
      setRecording(next);
      saveRecording(tripId, next);
    },
    [tripId],
  );

  const send = useCallback(async (): Promise<boolean> => {
    sending.current = true;
    try {
      while (current.current && current.current.pending.length > 0) {
        const batch = current.current.pending.slice(0, MAX_BATCH);
        await uploadPoints(tripId, batch);
        if (current.current) commit(dropSent(current.current, batch.length));
      }
      setOffline(false);
      await invalidateRoute(queryClient, tripId);
      return true;
    } catch {
      setOffline(true);
      return false;
    } finally {
      sending.current = false;
    }
  }, [commit, queryClient, tripId]);

  /** Uploads the waiting points after any upload under way; resolves to whether none are left. */
  const flush = useCallback(() => {
    queue.current = queue.current.then(send);
    return queue.current;
  }, [send]);

  const status: RecorderStatus = recording === null ? 'idle' : recording.paused ? 'paused' : 'recording';

  useEffect(() => {
    if (status !== 'recording') return;
    const pause = () => current.current && commit({ ...current.current, paused: true });
    if (!('geolocation' in navigator)) {
      locationUnavailable();
      pause();
      return;
    }
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        if (!current.current) return;
        const next = addPoint(current.current, toPoint(position));
        if (next === current.current) return;
        commit(next);
        if (next.pending.length >= BATCH_POINTS && !sending.current) void flush();
      },
      (error) => {
        locationUnavailable();
        if (error.code === error.PERMISSION_DENIED) pause();
      },
      { enableHighAccuracy: true, maximumAge: 0 },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, [status, commit, flush]);

  useEffect(() => {
    if (status === 'idle') return;
    void flush();
    const timer = setInterval(() => void flush(), UPLOAD_EVERY_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [status, flush]);

  const setPaused = (paused: boolean) => {
    if (current.current) commit({ ...current.current, paused });
    setRestored(false);
  };

  return {
    status,
    restored,
    offline,
    stopping,
    pointCount: recording?.pointCount ?? 0,
    miles: recording?.miles ?? 0,
    waiting: recording?.pending ?? NOTHING_WAITING,
    start: () => {
      setRestored(false);
      commit(newRecording());
    },
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    stop: async () => {
      setPaused(true);
      setStopping(true);
      const sent = await flush();
      setStopping(false);
      if (!sent) return;
      commit(null);
      toast({ title: 'Route saved' });
    },
  };
}

export type TrackRecorder = ReturnType<typeof useTrackRecorder>;
