import { apiRequest } from '@/lib/api';
import type { Stop } from '../../../../common/contract/stops';

/** Streamed with byte ranges so the player can seek; the file name in the query keeps a replaced memo fresh. */
export function voiceMemoUrl(stop: Pick<Stop, 'id' | 'voiceMemoFilename'>): string {
  return `/api/stops/${stop.id}/voice-memo?v=${encodeURIComponent(stop.voiceMemoFilename ?? '')}`;
}

export async function uploadVoiceMemo(stopId: number, clip: Blob, durationSeconds: number): Promise<Stop> {
  const form = new FormData();
  form.append('duration', String(durationSeconds));
  form.append('voiceMemo', new File([clip], 'voice-memo.webm', { type: clip.type || 'audio/webm' }));
  return (await apiRequest('POST', `/api/stops/${stopId}/voice-memo`, form)).json();
}

export async function deleteVoiceMemo(stopId: number): Promise<Stop> {
  return (await apiRequest('DELETE', `/api/stops/${stopId}/voice-memo`)).json();
}

export async function transcribeVoiceMemo(stopId: number): Promise<{ transcript: string; stop: Stop }> {
  return (await apiRequest('POST', `/api/stops/${stopId}/transcribe-voice-memo`)).json();
}
