import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('mile', 'miles');

const SIZES = { smallTown: 'a small town', town: 'a town', city: 'a city', majorCity: 'a major city' };

export const english: OfflineWriter = {
  locale: 'en-US',
  thisSpot: 'This spot',
  atSight: (stop, place, region) => `${stop} is at ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} is in ${place} (${region}).`,
  near: (stop, distance, place, region) => `${stop} lies about ${far(distance)} from ${place} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} is a well-known sight.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} is ${SIZES[size]} of about ${people} people.`,
  unplaced: (stop, coordinates) => `${stop} is at ${coordinates}, away from any town in the place list.`,
  noLocation: (stop) => `${stop} has no location yet; add coordinates to learn more about it.`,
  journey: (kind, title, start, end) => `It is ${kind} on "${title}", from ${start} to ${end}.`,
  previous: (name, distance) =>
    `The previous stop, ${name}, is about ${far(distance)} away as the crow flies.`,
  kinds: {
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
  },
  note: "Written offline from Roadbook's built-in place list.",
};
