import type { VisitType } from '../../../../common/trips/stop-rules';

/** How large a town is, as the description says it. */
export type TownSize = 'smallTown' | 'town' | 'city' | 'majorCity';

/** A distance ready to print: the number in the reader's format, and its unit. */
export interface Distance {
  value: string;
  unit: 'mi' | 'km';
  /** Exactly one: "1 mile", not "1 miles". */
  one: boolean;
}

/**
 * The sentences of an offline description in one language. Each takes the facts as printable text (names,
 * numbers in the language's own format) and returns whole sentences.
 */
export interface OfflineWriter {
  /** The language's locale, for numbers and country names. */
  locale: string;
  /** What a sentence calls a stop whose name already holds the place's name ("Near Moab"). */
  thisSpot: string;
  /** A stop within a kilometre of a sight: "Vista Point is at Bixby Bridge (Big Sur, CA, United States)." */
  atSight(stop: string, place: string, region: string): string;
  /** A stop within a kilometre of a town's centre: "Moab camp is in Moab (UT, United States)." */
  inTown(stop: string, place: string, region: string): string;
  near(stop: string, distance: Distance, place: string, region: string): string;
  /** A well-known sight; `region` is given when no sentence before named it. */
  sight(place: string, region: string | null): string;
  town(place: string, region: string | null, size: TownSize, people: string): string;
  unplaced(stop: string, coordinates: string): string;
  noLocation(stop: string): string;
  /** "It is a scenic stop on "Coast Road", from Monterey to San Diego." */
  journey(kind: string, title: string, start: string, end: string): string;
  previous(name: string, distance: Distance): string;
  /** Each visit type as it reads in `journey`, with its article. */
  kinds: Record<VisitType, string>;
  /** The last paragraph: where the text comes from. */
  note: string;
}

/** "12 km", or in miles the language's word for one or many: "1 mile", "257 miles". */
export const distanceIn =
  (mile: string, miles: string) =>
  ({ value, unit, one }: Distance): string =>
    `${value} ${unit === 'km' ? 'km' : one ? mile : miles}`;

/** A place with its region in brackets when no sentence before named the region. */
export const withRegion = (place: string, region: string | null) => (region ? `${place} (${region})` : place);
