export interface Landmark {
  name: string;
  lat: number;
  lng: number;
  /** Where it is, for search results. */
  region: string;
  /** How far from its point a photo is still taken at it, in km. */
  reachKm: number;
}

/** The preset landmarks offered by the Add Stop dialog, also found by place search. */
export const LANDMARKS: readonly Landmark[] = [
  { name: 'Times Square', lat: 40.758, lng: -73.9855, region: 'New York, NY, United States', reachKm: 0.3 },
  {
    name: 'Golden Gate Bridge',
    lat: 37.8199,
    lng: -122.4783,
    region: 'San Francisco, CA, United States',
    reachKm: 1,
  },
  { name: 'Central Park', lat: 40.7829, lng: -73.9654, region: 'New York, NY, United States', reachKm: 1.5 },
  {
    name: 'Hollywood Sign',
    lat: 34.1341,
    lng: -118.3215,
    region: 'Los Angeles, CA, United States',
    reachKm: 1,
  },
  {
    name: 'Statue of Liberty',
    lat: 40.6892,
    lng: -74.0445,
    region: 'New York, NY, United States',
    reachKm: 0.5,
  },
  { name: 'Grand Canyon', lat: 36.1069, lng: -112.1129, region: 'Arizona, United States', reachKm: 15 },
  { name: 'Niagara Falls', lat: 43.0962, lng: -79.0377, region: 'New York, United States', reachKm: 2 },
  {
    name: 'Mount Rushmore',
    lat: 43.8791,
    lng: -103.4591,
    region: 'South Dakota, United States',
    reachKm: 1.5,
  },
];
