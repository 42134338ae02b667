import type { StatsHighlights, TravelStats } from '../../../common/contract/stats';
import { tripDays } from '../../../common/trips/trip-rules';
import { countryName } from '../../providers/places/gazetteer';
import { isoDay, type TripFigures } from './trip-figures';

/** A counted trip of the traveller with its stored figures. */
export interface CountedTrip {
  id: number;
  title: string;
  startDate: Date;
  endDate: Date;
  figures: TripFigures;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const yearOf = (trip: CountedTrip) => trip.startDate.getUTCFullYear();

/**
 * Days on the road as a trip's page counts them, end minus start rounded up (`tripDays`, decision record 033),
 * time two trips share counted once.
 */
export function daysCovered(trips: readonly Pick<CountedTrip, 'startDate' | 'endDate'>[]): number {
  const spans = trips
    .map((trip) => {
      const start = trip.startDate.getTime();
      return [start, Math.max(start, trip.endDate.getTime())] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let block: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (block && start <= block[1]) block[1] = Math.max(block[1], end);
    else {
      if (block) total += tripDays(new Date(block[0]), new Date(block[1]));
      block = [start, end];
    }
  }
  return block ? total + tripDays(new Date(block[0]), new Date(block[1])) : total;
}

const sum = (trips: readonly CountedTrip[], pick: (figures: TripFigures) => number) =>
  trips.reduce((total, trip) => total + pick(trip.figures), 0);

function countriesOf(trips: readonly CountedTrip[]): TravelStats['countries'] {
  const countries = new Map<string, { firstVisit: string; trips: number }>();
  for (const trip of trips) {
    for (const { code, firstVisit } of trip.figures.countries) {
      const known = countries.get(code);
      if (!known) countries.set(code, { firstVisit, trips: 1 });
      else {
        known.trips += 1;
        if (firstVisit < known.firstVisit) known.firstVisit = firstVisit;
      }
    }
  }
  return [...countries]
    .map(([code, { firstVisit, trips }]) => ({ code, name: countryName(code), firstVisit, trips }))
    .sort((a, b) => a.firstVisit.localeCompare(b.firstVisit) || a.name.localeCompare(b.name));
}

function groupBy<K>(trips: readonly CountedTrip[], key: (trip: CountedTrip) => K): Map<K, CountedTrip[]> {
  const groups = new Map<K, CountedTrip[]>();
  for (const trip of trips) {
    const group = groups.get(key(trip));
    if (group) group.push(trip);
    else groups.set(key(trip), [trip]);
  }
  return groups;
}

/** The figures of the contract; `year` keeps the trips that started in it, and `years` holds it alone. */
export function summarize(trips: readonly CountedTrip[], year?: number): TravelStats {
  const chosen = year === undefined ? trips : trips.filter((trip) => yearOf(trip) === year);
  const years = [...groupBy(chosen, yearOf)]
    .map(([y, group]) => ({
      year: y,
      trips: group.length,
      days: daysCovered(group),
      distanceMiles: round1(sum(group, (f) => f.distanceMiles)),
    }))
    .sort((a, b) => a.year - b.year);
  return {
    trips: chosen.length,
    days: daysCovered(chosen),
    distanceMiles: round1(sum(chosen, (f) => f.distanceMiles)),
    stops: sum(chosen, (f) => f.stops),
    photos: sum(chosen, (f) => f.photos),
    voiceMemos: sum(chosen, (f) => f.voiceMemos),
    countries: countriesOf(chosen),
    years: year === undefined ? years : [years[0] ?? { year, trips: 0, days: 0, distanceMiles: 0 }],
  };
}

/** Records, months, regions and the heat map of the same trips as `summarize`. */
export function highlights(trips: readonly CountedTrip[], year?: number, updatingTrips = 0): StatsHighlights {
  const chosen = year === undefined ? trips : trips.filter((trip) => yearOf(trip) === year);
  const distanceSources = { route: 0, stops: 0, typed: 0 };
  const regions = new Set<string>();
  const cells = new Map<string, [number, number, number]>();
  let longestTrip: StatsHighlights['records']['longestTrip'] = null;
  let longestDay: StatsHighlights['records']['longestDay'] = null;
  let mostPhotographed: StatsHighlights['records']['mostPhotographed'] = null;
  for (const trip of chosen) {
    const { figures } = trip;
    const ref = { tripId: trip.id, title: trip.title };
    distanceSources[figures.distanceSource] += 1;
    for (const region of figures.regions) regions.add(region);
    for (const [lat, lng, count] of figures.cells) {
      const key = `${lat},${lng}`;
      const cell = cells.get(key);
      if (cell) cell[2] += count;
      else cells.set(key, [lat, lng, count]);
    }
    const days = daysCovered([trip]);
    if (
      !longestTrip ||
      days > longestTrip.days ||
      (days === longestTrip.days && figures.distanceMiles > longestTrip.distanceMiles)
    )
      longestTrip = { ...ref, days, distanceMiles: round1(figures.distanceMiles) };
    for (const day of figures.days) {
      if (!longestDay || day.miles > longestDay.distanceMiles)
        longestDay = { ...ref, date: day.date, distanceMiles: round1(day.miles) };
    }
    if (figures.topPlace && figures.topPlace.photos > (mostPhotographed?.photos ?? 0))
      mostPhotographed = { ...ref, ...figures.topPlace };
  }
  const months = [...groupBy(chosen, (trip) => isoDay(trip.startDate).slice(0, 7))]
    .map(([month, group]) => ({
      month,
      trips: group.length,
      days: daysCovered(group),
      distanceMiles: round1(sum(group, (f) => f.distanceMiles)),
    }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return {
    distanceSources,
    regions: [...regions].sort(),
    months,
    records: { longestTrip, longestDay, mostPhotographed },
    trips: [...chosen]
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
      .map((trip) => ({
        tripId: trip.id,
        title: trip.title,
        startDate: isoDay(trip.startDate),
        endDate: isoDay(trip.endDate),
        distanceMiles: round1(trip.figures.distanceMiles),
        distanceSource: trip.figures.distanceSource,
      })),
    places: [...cells.values()],
    updatingTrips,
  };
}
