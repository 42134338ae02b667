import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('Meile', 'Meilen');

const SIZES = {
  smallTown: 'eine Kleinstadt',
  town: 'eine Stadt',
  city: 'eine Großstadt',
  majorCity: 'eine Millionenstadt',
};

export const german: OfflineWriter = {
  locale: 'de-DE',
  thisSpot: 'Dieser Ort',
  atSight: (stop, place, region) => `${stop} liegt bei ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} liegt in ${place} (${region}).`,
  near: (stop, distance, place, region) =>
    `${stop} liegt etwa ${far(distance)} von ${place} (${region}) entfernt.`,
  sight: (place, region) => `${withRegion(place, region)} ist eine bekannte Sehenswürdigkeit.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} ist ${SIZES[size]} mit etwa ${people} Einwohnern.`,
  unplaced: (stop, coordinates) => `${stop} liegt bei ${coordinates}, abseits aller Orte der Ortsliste.`,
  noLocation: (stop) =>
    `${stop} hat noch keinen Standort; fügen Sie Koordinaten hinzu, um mehr darüber zu erfahren.`,
  journey: (kind, title, start, end) => `Es ist ${kind} auf der Reise „${title}“ von ${start} nach ${end}.`,
  previous: (name, distance) => `Der vorige Halt, ${name}, liegt Luftlinie etwa ${far(distance)} entfernt.`,
  kinds: {
    arrival: 'der Halt bei der Ankunft',
    departure: 'der Halt bei der Abfahrt',
    scenic: 'ein Halt mit Aussicht',
    historical: 'ein historischer Halt',
    cultural: 'ein kultureller Halt',
    recreational: 'ein Halt zur Erholung',
    dining: 'ein Halt zum Essen',
    accommodation: 'ein Halt zum Übernachten',
    food: 'ein Halt für einen Imbiss',
    friends: 'ein Halt bei Freunden',
    fuel: 'ein Tankstopp',
    photo: 'ein Fotostopp',
  },
  note: 'Offline aus der eingebauten Ortsliste von Roadbook verfasst.',
};
