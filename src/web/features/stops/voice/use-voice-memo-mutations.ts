import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { isStandIn } from '@/lib/outbox/stand-ins';
import { invalidateStops } from '@/lib/queries/stops';
import type { Stop } from '../../../../common/contract/stops';
import { deleteVoiceMemo, transcribeVoiceMemo, uploadVoiceMemo } from './voice-memo-api';

export interface RecordedClip {
  blob: Blob;
  seconds: number;
}

export function useSaveVoiceMemo(stop: Stop, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: RecordedClip) => uploadVoiceMemo(stop, clip.blob, clip.seconds),
    onSuccess: async (saved) => {
      onSaved();
      if (saved === 'kept') {
        toast({
          title: 'Saved on this device',
          description: isStandIn(stop.id)
            ? 'The memo is sent after its stop.'
            : 'The memo is sent when the network returns.',
        });
        return;
      }
      toast({ title: 'Voice memo saved' });
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: (error) => toastError('Upload failed', error, 'Failed to upload voice memo.'),
  });
}

export function useDeleteVoiceMemo(stop: Stop, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVoiceMemo(stop.id),
    onSuccess: async () => {
      onDeleted();
      toast({ title: 'Voice memo deleted' });
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: (error) => toastError('Error', error, 'Failed to delete voice memo.'),
  });
}

export function useTranscribeVoiceMemo(stop: Stop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => transcribeVoiceMemo(stop.id),
    onSuccess: () => invalidateStops(queryClient, stop.tripId),
    onError: (error) =>
      toastError('Transcription failed', error, 'Unable to transcribe voice memo. Please try again.'),
  });
}
