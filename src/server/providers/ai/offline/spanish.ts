import { type Distance, distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('milla', 'millas');
/** "unos" kilómetros, "unas" millas. */
const about = (distance: Distance) => `${distance.unit === 'km' ? 'unos' : 'unas'} ${far(distance)}`;

const SIZES = {
  smallTown: 'un pueblo',
  town: 'una ciudad pequeña',
  city: 'una ciudad',
  majorCity: 'una gran ciudad',
};

export const spanish: OfflineWriter = {
  locale: 'es-ES',
  thisSpot: 'Este lugar',
  atSight: (stop, place, region) => `${stop} está junto a ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} está en ${place} (${region}).`,
  near: (stop, distance, place, region) => `${stop} está a ${about(distance)} de ${place} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} es un lugar muy conocido.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} es ${SIZES[size]} de unos ${people} habitantes.`,
  unplaced: (stop, coordinates) =>
    `${stop} está en ${coordinates}, lejos de cualquier localidad de la lista de lugares.`,
  noLocation: (stop) => `${stop} aún no tiene ubicación; añada coordenadas para saber más.`,
  journey: (kind, title, start, end) => `Es ${kind} del viaje «${title}», de ${start} a ${end}.`,
  previous: (name, distance) => `La parada anterior, ${name}, está a ${about(distance)} en línea recta.`,
  kinds: {
    arrival: 'la parada de llegada',
    departure: 'la parada de salida',
    scenic: 'una parada panorámica',
    historical: 'una parada histórica',
    cultural: 'una parada cultural',
    recreational: 'una parada recreativa',
    dining: 'una parada gastronómica',
    accommodation: 'una parada para pasar la noche',
    food: 'una parada para comer',
    friends: 'una parada para ver a amigos',
    fuel: 'una parada para repostar',
    photo: 'una parada fotográfica',
  },
  note: 'Redactado sin conexión a partir de la lista de lugares integrada en Roadbook.',
};
