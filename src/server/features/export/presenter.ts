import type { PrivacyZone } from '../../../common/schemas/privacy';
import { photoForOthers, stopForOthers } from '../../policy/privacy';
import { toPhotoDto } from '../photos/presenter';
import type { PhotoRow } from '../photos/repo';
import { toStopDto } from '../stops/presenter';
import type { StopRow } from '../stops/repo';
import type { TripMeasures } from '../trips/distance';
import { toTripDto } from '../trips/presenter';
import type { TripRow } from '../trips/repo';

/** What the browser needs to build the PDF travel guide, without the places in the zones hidden from the reader. */
export function toExportDataDto({
  trip,
  measures,
  stops,
  photos,
  zones,
}: {
  trip: TripRow;
  measures: TripMeasures;
  stops: StopRow[];
  photos: PhotoRow[];
  zones: readonly PrivacyZone[];
}) {
  const photoDtos = photos.map((photo) => toPhotoDto(photoForOthers(photo, zones)));
  const photosByStop: Record<string, typeof photoDtos> = {};
  for (const photo of photoDtos) {
    if (photo.stopId === null) continue;
    const key = String(photo.stopId);
    photosByStop[key] = [...(photosByStop[key] ?? []), photo];
  }
  const tripDto = toTripDto(trip, measures);
  return {
    trip: tripDto,
    stops: stops.map((stop) => toStopDto(stopForOthers(stop, zones))),
    photos: photoDtos,
    photosByStop,
    metadata: {
      totalStops: stops.length,
      totalPhotos: photos.length,
      duration: tripDto.days,
    },
  };
}
