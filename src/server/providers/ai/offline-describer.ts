import { distanceMeters, hasLocation, METERS_PER_MILE } from '../../../common/geo';
import type { VisitType } from '../../../common/trips/stop-rules';
import { sharedGazetteer } from '../places/gazetteer-provider';
import type { Describer, DescriptionRequest } from './describer';

export const OFFLINE_NOTE = "Written offline from Roadbook's built-in place list.";

const NEAR_KM = 30;

function kindOfPlace(population: number): string {
  if (population >= 1_000_000) return 'a major city';
  if (population >= 100_000) return 'a city';
  if (population >= 10_000) return 'a town';
  return 'a small town';
}

/** Each visit type as it reads in a sentence, with its article: "an arrival stop", "a fuel stop". */
const KIND_OF_STOP: Record<VisitType, string> = {
  arrival: 'an arrival stop',
  departure: 'a departure stop',
  scenic: 'a scenic stop',
  historical: 'a historical stop',
  cultural: 'a cultural stop',
  recreational: 'a recreational stop',
  dining: 'a dining stop',
  accommodation: 'an overnight stop',
  food: 'a food stop',
  friends: 'a stop to see friends',
  fuel: 'a fuel stop',
  photo: 'a photo stop',
};

export const kindOfStop = (visitType: string) => KIND_OF_STOP[visitType as VisitType] ?? 'a stop';

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** A factual description composed from the gazetteer and the trip, and labelled as such. */
export function describeOffline({ stop, trip, previous }: DescriptionRequest): string {
  const paragraphs: string[] = [];
  const located = hasLocation(stop.latitude, stop.longitude);
  const nearest = located ? sharedGazetteer().nearestPlace(stop.latitude, stop.longitude, NEAR_KM) : null;
  if (nearest) {
    const { place, km } = nearest;
    const where =
      place.name.toLowerCase() === stop.name.toLowerCase() || km < 1
        ? `${stop.name} is in ${place.region}`
        : `${stop.name} lies about ${number(km / 1.609344)} miles from ${place.name}, ${place.region}`;
    const size = place.landmark
      ? `${place.name} is one of the best-known landmarks in the country.`
      : place.population > 0
        ? `${place.name} is ${kindOfPlace(place.population)} of about ${number(place.population)} people.`
        : '';
    paragraphs.push(`${where}. ${size}`.trim());
  } else if (located) {
    paragraphs.push(
      `${stop.name} is at ${stop.latitude.toFixed(4)}, ${stop.longitude.toFixed(4)}, away from any town in the place list.`,
    );
  } else {
    paragraphs.push(`${stop.name} has no location yet; add coordinates to learn more about it.`);
  }

  const journey: string[] = [
    `It is ${kindOfStop(stop.visitType)} on "${trip.title}", from ${trip.startLocation} to ${trip.endLocation}.`,
  ];
  if (previous && located && hasLocation(previous.latitude, previous.longitude)) {
    const miles =
      distanceMeters(previous.latitude, previous.longitude, stop.latitude, stop.longitude) / METERS_PER_MILE;
    journey.push(
      `The previous stop, ${previous.name}, is about ${number(miles)} miles away as the crow flies.`,
    );
  }
  paragraphs.push(journey.join(' '));
  paragraphs.push(OFFLINE_NOTE);
  return paragraphs.join('\n\n');
}

export function createOfflineDescriber(): Describer {
  return { source: 'offline', describe: async (request) => describeOffline(request) };
}
