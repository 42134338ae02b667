import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('miglio', 'miglia');

const SIZES = {
  smallTown: 'un piccolo centro',
  town: 'una cittadina',
  city: 'una città',
  majorCity: 'una grande città',
};

export const italian: OfflineWriter = {
  locale: 'it-IT',
  thisSpot: 'Questo luogo',
  atSight: (stop, place, region) => `${stop} si trova presso ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} si trova a ${place} (${region}).`,
  near: (stop, distance, place, region) =>
    `${stop} si trova a circa ${far(distance)} da ${place} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} è un luogo molto noto.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} è ${SIZES[size]} di circa ${people} abitanti.`,
  unplaced: (stop, coordinates) =>
    `${stop} si trova a ${coordinates}, lontano da ogni località dell'elenco dei luoghi.`,
  noLocation: (stop) => `${stop} non ha ancora una posizione; aggiungi le coordinate per saperne di più.`,
  journey: (kind, title, start, end) => `È ${kind} del viaggio «${title}», da ${start} a ${end}.`,
  previous: (name, distance) => `La tappa precedente, ${name}, dista circa ${far(distance)} in linea d'aria.`,
  kinds: {
    arrival: "la tappa d'arrivo",
    departure: 'la tappa di partenza',
    scenic: 'una tappa panoramica',
    historical: 'una tappa storica',
    cultural: 'una tappa culturale',
    recreational: 'una tappa di svago',
    dining: 'una tappa gastronomica',
    accommodation: 'una tappa per la notte',
    food: 'una tappa per mangiare',
    friends: 'una tappa per trovare degli amici',
    fuel: 'una tappa per il rifornimento',
    photo: 'una tappa fotografica',
  },
  note: "Scritto offline a partire dall'elenco dei luoghi integrato in Roadbook.",
};
