import type { ToastInput } from '@/components/ui/use-toast';
import type { UploadedPhoto } from '../types';
import { takenFarFromStop } from './upload-outcome';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a batch of uploads did, in a few words each: "4 placed by GPS", "1 new stop: Santa Barbara". */
function outcomeParts(uploaded: readonly UploadedPhoto[], chosenStop: boolean): string[] {
  if (chosenStop) {
    const stopNames = [...new Set(uploaded.flatMap(({ stop }) => (stop ? [stop.name] : [])))];
    const far = uploaded.filter(takenFarFromStop).length;
    return [
      ...(stopNames.length > 0 ? [`added to ${stopNames.join(', ')}`] : []),
      ...(far > 0 ? [`${far} taken far from it (see the list)`] : []),
    ];
  }
  const newStops = uploaded.filter((photo) => photo.autoStopCreated);
  const placed = uploaded.filter((photo) => photo.hasGPS && !photo.autoStopCreated).length;
  const withoutLocation = uploaded.filter((photo) => !photo.hasGPS).length;
  const newStopNames = [...new Set(newStops.flatMap(({ stop }) => (stop ? [stop.name] : [])))];
  return [
    ...(placed > 0 ? [`${placed} placed by GPS`] : []),
    ...(newStops.length > 0
      ? [
          `${count(newStops.length, 'new stop')}${newStopNames.length > 0 ? `: ${newStopNames.join(', ')}` : ''}`,
        ]
      : []),
    ...(withoutLocation > 0 ? [`${withoutLocation} without location`] : []),
  ];
}

/**
 * One toast for several uploads that ended together, instead of one per photo replacing the last: how many came,
 * what their locations did, and which failed.
 */
export function uploadsSummaryToast(
  uploaded: readonly UploadedPhoto[],
  failedNames: readonly string[],
  chosenStop = false,
): ToastInput {
  const failed =
    failedNames.length > 0
      ? [`${failedNames.length} failed (${failedNames.join(', ')}): please try them again`]
      : [];
  if (uploaded.length === 0) {
    return {
      title: 'Upload failed',
      description: `${count(failedNames.length, 'photo')} could not be uploaded (${failedNames.join(', ')}). Please try again.`,
      variant: 'destructive',
    };
  }
  return {
    title: `${count(uploaded.length, 'photo')} uploaded`,
    description: [...outcomeParts(uploaded, chosenStop), ...failed].join(', '),
    ...(failed.length > 0 ? { variant: 'destructive' as const } : {}),
  };
}
