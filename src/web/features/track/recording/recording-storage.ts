import type { Recording } from './recording-state';

const storageKey = (tripId: number) => `roadbook:route-recording:${tripId}`;

/** The trip's saved recording, paused: after a reload nothing is watching the position yet. */
export function loadRecording(tripId: number): Recording | null {
  try {
    const saved = localStorage.getItem(storageKey(tripId));
    if (!saved) return null;
    const recording = JSON.parse(saved) as Recording;
    return Array.isArray(recording.pending) ? { ...recording, paused: true } : null;
  } catch {
    return null;
  }
}

export function saveRecording(tripId: number, recording: Recording | null): void {
  try {
    if (recording) localStorage.setItem(storageKey(tripId), JSON.stringify(recording));
    else localStorage.removeItem(storageKey(tripId));
  } catch (error) {
    console.warn('The route recording could not be kept in this browser', error);
  }
}
