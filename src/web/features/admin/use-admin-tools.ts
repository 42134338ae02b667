import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format';
import { configQueryOptions } from '@/lib/queries/config';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import {
  downloadFile,
  type MaintenanceRequest,
  saveUploadSettings,
  scheduleMaintenance,
  sendAnnouncement,
} from './admin-api';
import { uploadSettingsQueryOptions } from './queries/upload-settings';

/** What the Schedule Maintenance button announces: a two-hour window a week from now. */
const MAINTENANCE_DAYS_AHEAD = 7;
const MAINTENANCE_DURATION = '2 hours';
const MAINTENANCE_MESSAGE = 'Roadbook will be briefly unavailable while we upgrade the service.';

export function useSaveUploadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUploadSettings,
    onSuccess: (_answer, settings) => {
      queryClient.setQueryData(uploadSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: configQueryOptions().queryKey });
      toast({
        title: 'Settings updated',
        description: `Photos up to ${settings.maxUploadSize} MB, at most ${settings.maxPhotosPerTrip} per trip.`,
      });
    },
  });
}

export function useSendAnnouncement(onSent: () => void) {
  return useMutation({
    mutationFn: ({ subject, message }: { subject: string; message: string }) =>
      sendAnnouncement(subject, message),
    onSuccess: ({ note }) => {
      onSent();
      toast({ title: 'Announcement sent', description: note });
    },
    onError: () =>
      toast({
        title: 'Announcement failed',
        description: 'Failed to send announcement',
        variant: 'destructive',
      }),
  });
}

export function useScheduleMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const notice: MaintenanceRequest = {
        scheduledDate: addDays(new Date(), MAINTENANCE_DAYS_AHEAD).toISOString(),
        duration: MAINTENANCE_DURATION,
        message: MAINTENANCE_MESSAGE,
      };
      return scheduleMaintenance(notice).then(() => notice);
    },
    onSuccess: async (notice) => {
      toast({
        title: 'Maintenance scheduled',
        description: `Signed-in users are told about ${formatDateTime(notice.scheduledDate)} (${notice.duration}).`,
      });
      await queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey });
    },
  });
}

interface Download {
  url: string;
  fileName: string;
  /** The toast's title once the file is handed to the browser. */
  doneTitle: string;
}

/** Downloads a file the server generates (the user export or a PDF); failures show no error toast. */
export function useDownload() {
  return useMutation({
    mutationFn: ({ url, fileName }: Download) => downloadFile(url, fileName),
    onSuccess: (_answer, { fileName, doneTitle }) => toast({ title: doneTitle, description: fileName }),
  });
}
