import { apiRequest } from '@/lib/api';
import { sendOrKeep } from '@/lib/outbox/sync';
import type { Stop } from '../../../../common/contract/stops';

/** Streamed with byte ranges so the player can seek; the file name in the query keeps a replaced memo fresh. */
export function voiceMemoUrl(stop: Pick<Stop, 'id' | 'voiceMemoFilename'>): string {
  return `/api/stops/${stop.id}/voice-memo?v=${encodeURIComponent(stop.voiceMemoFilename ?? '')}`;
}

/**
 * Saves a stop's memo, or keeps it on the device to be sent when the network returns, after its stop when that
 * waits too ('kept').
 */
export function uploadVoiceMemo(
  stop: Pick<Stop, 'id' | 'tripId' | 'name'>,
  clip: Blob,
  durationSeconds: number,
): Promise<Stop | 'kept'> {
  return sendOrKeep<Stop>({
    method: 'POST',
    url: `/api/stops/${stop.id}/voice-memo`,
    body: null,
    form: {
      fields: { duration: String(durationSeconds) },
      field: 'voiceMemo',
      file: clip.type ? clip : new Blob([clip], { type: 'audio/webm' }),
      fileName: 'voice-memo.webm',
    },
    tripId: stop.tripId,
    stopId: stop.id,
    label: `Voice memo: ${stop.name}`,
  });
}

export async function deleteVoiceMemo(stopId: number): Promise<Stop> {
  return (await apiRequest('DELETE', `/api/stops/${stopId}/voice-memo`)).json();
}

export async function transcribeVoiceMemo(stopId: number): Promise<{ transcript: string; stop: Stop }> {
  return (await apiRequest('POST', `/api/stops/${stopId}/transcribe-voice-memo`)).json();
}
