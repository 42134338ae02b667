import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { TripMeasures } from '../../../common/trips/distance';
import { photoForOthers, stopForOthers } from '../../policy/privacy';
import { type PhotoRow, toPhotoDto } from '../photos';
import { type StopRow, toStopDto } from '../stops';
import { type TripRow, toTripDto } from '../trips';

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
