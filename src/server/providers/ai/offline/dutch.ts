import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('mijl', 'mijl');

const SIZES = {
  smallTown: 'een dorp',
  town: 'een kleine stad',
  city: 'een stad',
  majorCity: 'een grote stad',
};

export const dutch: OfflineWriter = {
  locale: 'nl-NL',
  thisSpot: 'Deze plek',
  atSight: (stop, place, region) => `${stop} ligt bij ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} ligt in ${place} (${region}).`,
  near: (stop, distance, place, region) => `${stop} ligt op zo'n ${far(distance)} van ${place} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} is een bekende bezienswaardigheid.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} is ${SIZES[size]} met ongeveer ${people} inwoners.`,
  unplaced: (stop, coordinates) => `${stop} ligt op ${coordinates}, ver van elke plaats in de plaatsenlijst.`,
  noLocation: (stop) => `${stop} heeft nog geen locatie; voeg coördinaten toe om er meer over te weten.`,
  journey: (kind, title, start, end) => `Het is ${kind} op de reis ‘${title}’, van ${start} naar ${end}.`,
  previous: (name, distance) => `De vorige stop, ${name}, ligt hemelsbreed op zo'n ${far(distance)}.`,
  kinds: {
    arrival: 'de stop bij aankomst',
    departure: 'de stop bij vertrek',
    scenic: 'een stop voor het uitzicht',
    historical: 'een historische stop',
    cultural: 'een culturele stop',
    recreational: 'een recreatieve stop',
    dining: 'een stop om uit eten te gaan',
    accommodation: 'een overnachtingsstop',
    food: 'een stop om iets te eten',
    friends: 'een stop bij vrienden',
    fuel: 'een tankstop',
    photo: 'een fotostop',
  },
  note: 'Offline geschreven op basis van de ingebouwde plaatsenlijst van Roadbook.',
};
