import type { ToastInput } from '@/components/ui/use-toast';
import type { UploadedPhoto } from '../types';

/** The toast after a photo arrived: whether its GPS location made a stop. */
export function uploadOutcomeToast({ autoStopCreated, hasGPS }: UploadedPhoto): ToastInput {
  if (autoStopCreated) {
    return {
      title: 'Photo uploaded with location',
      description: "A stop was automatically created from the photo's GPS data!",
    };
  }
  if (hasGPS) {
    return {
      title: 'Photo uploaded with location',
      description: 'GPS data found, but stop already exists nearby.',
    };
  }
  return { title: 'Photo uploaded', description: 'No GPS location data found in this photo.' };
}

export const uploadFailedToast = (fileName: string): ToastInput => ({
  title: 'Upload failed',
  description: `Failed to upload ${fileName}. Please try again.`,
  variant: 'destructive',
});
