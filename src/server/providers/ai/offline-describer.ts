import { distanceMeters, hasLocation, METERS_PER_MILE } from '../../../common/geo';
import type { VisitType } from '../../../common/trips/stop-rules';
import { type DistanceUnit, milesIn } from '../../../common/units';
import type { Gazetteer } from '../places/gazetteer';
import { sharedGazetteer } from '../places/gazetteer-provider';
import { normalizePlaceName } from '../places/normalize';
import type { Describer, DescriptionRequest } from './describer';
import { regionIn } from './offline/country-names';
import { offlineWriterFor } from './offline/languages';
import type { Distance, OfflineWriter, TownSize } from './offline/writer';

const NEAR_KM = 30;

function townSize(population: number): TownSize {
  if (population >= 1_000_000) return 'majorCity';
  if (population >= 100_000) return 'city';
  if (population >= 10_000) return 'town';
  return 'smallTown';
}

const wholeNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

function distance(km: number, unit: DistanceUnit, locale: string): Distance {
  const rounded = Math.max(1, Math.round(milesIn((km * 1000) / METERS_PER_MILE, unit)));
  return { value: wholeNumber(rounded, locale), unit, one: rounded === 1 };
}

/** Whether the stop's name is the place's, or already holds it ("Near Moab"). */
const naming = (stopName: string, placeName: string) => {
  const stop = normalizePlaceName(stopName);
  const place = normalizePlaceName(placeName);
  return stop === place ? 'same' : ` ${stop} `.includes(` ${place} `) ? 'holds' : 'other';
};

/** Where the stop is (in the sight or town that reaches it, else how far from the nearest town), and what that is. */
function placeParagraph(request: DescriptionRequest, writer: OfflineWriter, gazetteer: Gazetteer): string {
  const { stop, unit } = request;
  if (!hasLocation(stop.latitude, stop.longitude)) return writer.noLocation(stop.name);
  const nearest = gazetteer.placeAt(stop.latitude, stop.longitude, NEAR_KM);
  if (!nearest) {
    return writer.unplaced(stop.name, `${stop.latitude.toFixed(4)}, ${stop.longitude.toFixed(4)}`);
  }
  const { place, km, reaches } = nearest;
  const region = regionIn(place.region, writer.locale);
  const named = naming(stop.name, place.name);
  const subject = named === 'holds' ? writer.thisSpot : stop.name;
  let where: string | null = null;
  if (!reaches) where = writer.near(subject, distance(km, unit, writer.locale), place.name, region);
  else if (named !== 'same')
    where = (place.landmark ? writer.atSight : writer.inTown)(subject, place.name, region);
  const about = where ? null : region;
  const size = place.landmark
    ? writer.sight(place.name, about)
    : place.population > 0
      ? writer.town(
          place.name,
          about,
          townSize(place.population),
          wholeNumber(place.population, writer.locale),
        )
      : null;
  return [where, size].filter(Boolean).join(' ');
}

/** What kind of stop it is on the trip, and how far the previous stop is. */
function journeyParagraph({ stop, trip, previous, unit }: DescriptionRequest, writer: OfflineWriter): string {
  const kind = writer.kinds[stop.visitType as VisitType] ?? writer.kinds.scenic;
  const sentences = [writer.journey(kind, trip.title, trip.startLocation, trip.endLocation)];
  if (
    previous &&
    hasLocation(stop.latitude, stop.longitude) &&
    hasLocation(previous.latitude, previous.longitude)
  ) {
    const km = distanceMeters(previous.latitude, previous.longitude, stop.latitude, stop.longitude) / 1000;
    sentences.push(writer.previous(previous.name, distance(km, unit, writer.locale)));
  }
  return sentences.join(' ');
}

/**
 * A factual description composed from the gazetteer and the trip, in the first of the reader's languages it is
 * written in (English, French, German, Spanish, Italian, Portuguese, Dutch), and labelled as written offline.
 */
export function describeOffline(request: DescriptionRequest, gazetteer: Gazetteer): string {
  const writer = offlineWriterFor(request.languages);
  return [placeParagraph(request, writer, gazetteer), journeyParagraph(request, writer), writer.note].join(
    '\n\n',
  );
}

export function createOfflineDescriber(): Describer {
  return {
    source: 'offline',
    describe: async (request) => describeOffline(request, await sharedGazetteer()),
  };
}
