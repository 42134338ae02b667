import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('mile', 'miles');
/** "de" before a name, elided before a vowel or a mute h: "d'Avignon", "de Moab". */
const de = (name: string) => (/^[aeiouyhâàéèêîôûAEIOUYHÂÀÉÈÊÎÔÛ]/.test(name) ? `d'${name}` : `de ${name}`);

const SIZES = {
  smallTown: 'une petite ville',
  town: 'une ville',
  city: 'une grande ville',
  majorCity: 'une métropole',
};

export const french: OfflineWriter = {
  locale: 'fr-FR',
  thisSpot: 'Cet endroit',
  atSight: (stop, place, region) => `${stop} se trouve près ${de(place)} (${region}).`,
  inTown: (stop, place, region) => `${stop} se trouve à ${place} (${region}).`,
  near: (stop, distance, place, region) =>
    `${stop} se trouve à environ ${far(distance)} ${de(place)} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} est un lieu célèbre.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} est ${SIZES[size]} d'environ ${people} habitants.`,
  unplaced: (stop, coordinates) =>
    `${stop} se trouve aux coordonnées ${coordinates}, loin de toute ville de la liste des lieux.`,
  noLocation: (stop) => `${stop} n'a pas encore de position ; ajoutez des coordonnées pour en savoir plus.`,
  journey: (kind, title, start, end) => `C'est ${kind} du voyage « ${title} », ${de(start)} à ${end}.`,
  previous: (name, distance) =>
    `L'étape précédente, ${name}, se trouve à environ ${far(distance)} à vol d'oiseau.`,
  kinds: {
    arrival: "une étape d'arrivée",
    departure: 'une étape de départ',
    scenic: 'une étape panoramique',
    historical: 'une étape historique',
    cultural: 'une étape culturelle',
    recreational: 'une étape de loisirs',
    dining: 'une étape gourmande',
    accommodation: 'une étape pour la nuit',
    food: 'une étape pour manger',
    friends: 'une étape chez des amis',
    fuel: 'une étape pour faire le plein',
    photo: 'une étape photo',
  },
  note: 'Rédigé hors ligne à partir de la liste de lieux intégrée à Roadbook.',
};
