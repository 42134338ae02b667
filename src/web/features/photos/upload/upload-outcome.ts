import type { ReactElement } from 'react';
import type { ToastInput } from '@/components/ui/use-toast';
import { isStandIn } from '@/lib/outbox/stand-ins';
import { METERS_PER_MILE } from '../../../../common/geo';
import { FAR_FROM_STOP_METERS } from '../../../../common/trips/stop-rules';
import { type DistanceUnit, formatDistance, milesIn } from '../../../../common/units';
import type { UploadedPhoto } from '../types';

const about = (meters: number, unit: DistanceUnit) => {
  const miles = meters / METERS_PER_MILE;
  return `about ${formatDistance(miles, unit, { digits: milesIn(miles, unit) < 10 ? 1 : 0 })}`;
};

/** A photo whose GPS location is far from the stop it was added to. */
export const takenFarFromStop = ({ hasGPS, distanceFromStop }: UploadedPhoto) =>
  hasGPS && distanceFromStop !== null && distanceFromStop > FAR_FROM_STOP_METERS;

/**
 * The toast after a photo arrived: whether its GPS location made a stop, and, for a photo added to a stop the
 * traveller chose, whether it was taken far from it.
 */
export function uploadOutcomeToast(
  photo: UploadedPhoto,
  chosenStop = false,
  unit: DistanceUnit = 'mi',
  /** Offered when the photo was taken far from the stop: makes a stop where it was taken. */
  makeStopThere?: ReactElement,
): ToastInput {
  const { autoStopCreated, hasGPS, stop, distanceFromStop } = photo;
  if (chosenStop && stop && distanceFromStop !== null && takenFarFromStop(photo)) {
    return {
      title: `Photo added to ${stop.name}`,
      description: `Its GPS location is ${about(distanceFromStop, unit)} from this stop. It stays where you put it unless you make a stop where it was taken.`,
      action: makeStopThere,
    };
  }
  if (chosenStop && stop && hasGPS && distanceFromStop === null) {
    return { title: 'Photo uploaded with location', description: `Added to ${stop.name}.` };
  }
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

/** A line under an uploaded file in the upload list: where the photo went. */
export function uploadedNote(photo: UploadedPhoto, chosenStop: boolean, unit: DistanceUnit): string {
  const { autoStopCreated, hasGPS, stop, distanceFromStop } = photo;
  if (chosenStop && stop) {
    return distanceFromStop !== null && takenFarFromStop(photo)
      ? `Added to ${stop.name}, taken ${about(distanceFromStop, unit)} away`
      : `Added to ${stop.name}`;
  }
  if (autoStopCreated) return stop ? `New stop: ${stop.name}` : 'New stop';
  if (hasGPS) return stop ? `Placed by GPS at ${stop.name}` : 'Placed by GPS';
  return 'No location in this photo';
}

/** A line under a photo kept on the device: what it waits for, which is its stop while that waits too. */
export const keptNote = (stopId: number | undefined): string =>
  stopId !== undefined && isStandIn(stopId)
    ? 'Saved on this device: sent after its stop'
    : 'Saved on this device: sent when the network returns';

export const uploadFailedToast = (fileName: string): ToastInput => ({
  title: 'Upload failed',
  description: `Failed to upload ${fileName}. Please try again.`,
  variant: 'destructive',
});
