import { distanceIn, type OfflineWriter, withRegion } from './writer';

const far = distanceIn('milha', 'milhas');

const SIZES = {
  smallTown: 'uma vila',
  town: 'uma pequena cidade',
  city: 'uma cidade',
  majorCity: 'uma grande cidade',
};

export const portuguese: OfflineWriter = {
  locale: 'pt-PT',
  thisSpot: 'Este local',
  atSight: (stop, place, region) => `${stop} fica junto a ${place} (${region}).`,
  inTown: (stop, place, region) => `${stop} fica em ${place} (${region}).`,
  near: (stop, distance, place, region) =>
    `${stop} fica a cerca de ${far(distance)} de ${place} (${region}).`,
  sight: (place, region) => `${withRegion(place, region)} é um lugar muito conhecido.`,
  town: (place, region, size, people) =>
    `${withRegion(place, region)} é ${SIZES[size]} com cerca de ${people} habitantes.`,
  unplaced: (stop, coordinates) =>
    `${stop} fica em ${coordinates}, longe de qualquer localidade da lista de lugares.`,
  noLocation: (stop) => `${stop} ainda não tem localização; adicione coordenadas para saber mais.`,
  journey: (kind, title, start, end) => `É ${kind} da viagem «${title}», de ${start} a ${end}.`,
  previous: (name, distance) => `A etapa anterior, ${name}, fica a cerca de ${far(distance)} em linha reta.`,
  kinds: {
    arrival: 'a etapa de chegada',
    departure: 'a etapa de partida',
    scenic: 'uma etapa panorâmica',
    historical: 'uma etapa histórica',
    cultural: 'uma etapa cultural',
    recreational: 'uma etapa de lazer',
    dining: 'uma etapa para uma refeição',
    accommodation: 'uma etapa para passar a noite',
    food: 'uma etapa para comer',
    friends: 'uma etapa para visitar amigos',
    fuel: 'uma etapa para abastecer',
    photo: 'uma etapa fotográfica',
  },
  note: 'Escrito offline a partir da lista de lugares integrada no Roadbook.',
};
