export interface Landmark {
  name: string;
  lat: number;
  lng: number;
  /** Where it is, for search results. */
  region: string;
}

/** The preset landmarks offered by the Add Stop dialog, also found by place search. */
export const LANDMARKS: readonly Landmark[] = [
  { name: 'Times Square', lat: 40.758, lng: -73.9855, region: 'New York, NY, United States' },
  { name: 'Golden Gate Bridge', lat: 37.8199, lng: -122.4783, region: 'San Francisco, CA, United States' },
  { name: 'Central Park', lat: 40.7829, lng: -73.9654, region: 'New York, NY, United States' },
  { name: 'Hollywood Sign', lat: 34.1341, lng: -118.3215, region: 'Los Angeles, CA, United States' },
  { name: 'Statue of Liberty', lat: 40.6892, lng: -74.0445, region: 'New York, NY, United States' },
  { name: 'Grand Canyon', lat: 36.1069, lng: -112.1129, region: 'Arizona, United States' },
  { name: 'Niagara Falls', lat: 43.0962, lng: -79.0377, region: 'New York, United States' },
  { name: 'Mount Rushmore', lat: 43.8791, lng: -103.4591, region: 'South Dakota, United States' },
];
