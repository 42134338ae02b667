import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { RecordedClip } from './use-voice-memo-mutations';

const MIME_TYPE = 'audio/webm';
const TICK_MS = 1000;

export type RecorderState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording'; seconds: number }
  | { status: 'recorded'; clip: RecordedClip; url: string };

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  timer: ReturnType<typeof setInterval>;
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function microphoneFailed(): void {
  toast({
    title: 'Recording failed',
    description: 'Could not access microphone. Please check permissions.',
    variant: 'destructive',
  });
}

/**
 * Records one clip from the microphone. The microphone is released as soon as recording stops, and on
 * unmount any recording in progress is abandoned.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearInterval(current.timer);
    current.recorder.ondataavailable = null;
    current.recorder.onstop = null;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    stopTracks(current.stream);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, [release]);

  const url = state.status === 'recorded' ? state.url : null;
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const start = async () => {
    if (session.current) return;
    setState({ status: 'starting' });
    let stream: MediaStream | undefined;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      recorder = new MediaRecorder(
        stream,
        MediaRecorder.isTypeSupported(MIME_TYPE) ? { mimeType: MIME_TYPE } : undefined,
      );
    } catch {
      if (stream) stopTracks(stream);
      if (mounted.current) {
        setState({ status: 'idle' });
        microphoneFailed();
      }
      return;
    }
    if (!mounted.current) {
      stopTracks(stream);
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: recorder.mimeType.split(';')[0] || MIME_TYPE });
      const seconds = Math.max(1, Math.round((performance.now() - startedAt) / 1000));
      setState({ status: 'recorded', clip: { blob, seconds }, url: URL.createObjectURL(blob) });
    };
    const timer = setInterval(
      () => setState((now) => (now.status === 'recording' ? { ...now, seconds: now.seconds + 1 } : now)),
      TICK_MS,
    );
    session.current = { stream, recorder, timer };
    recorder.start();
    setState({ status: 'recording', seconds: 0 });
  };

  const stop = () => {
    const current = session.current;
    if (!current) return;
    clearInterval(current.timer);
    current.recorder.stop();
  };

  const reset = () => {
    release();
    setState({ status: 'idle' });
  };

  return { state, start, stop, reset };
}
