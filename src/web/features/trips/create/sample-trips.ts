import type { TripFormValues } from './trip-form';

export type SampleTrip = Omit<TripFormValues, 'startDate' | 'endDate' | 'kind'>;

/** Famous drives that fill the form in one click, as completed trips. */
export const SAMPLE_TRIPS: readonly SampleTrip[] = [
  {
    title: 'Pacific Coast Highway',
    description:
      'Cliffs, redwoods and surf towns down Highway 1, from the Golden Gate through Big Sur to the beaches of Southern California.',
    startLocation: 'San Francisco, CA',
    endLocation: 'San Diego, CA',
    totalMiles: '655',
    drivingTime: '11h 40m',
  },
  {
    title: 'Route 66',
    description:
      'The Mother Road from Lake Michigan to the Pacific: neon motels, diners, Cadillac Ranch and the Painted Desert.',
    startLocation: 'Chicago, IL',
    endLocation: 'Santa Monica, CA',
    totalMiles: '2448',
    drivingTime: '38h 30m',
  },
  {
    title: 'Blue Ridge Parkway',
    description:
      'America’s favourite drive along the crest of the Appalachians, with overlooks, waterfalls and mountain music.',
    startLocation: 'Waynesboro, VA',
    endLocation: 'Cherokee, NC',
    totalMiles: '469',
    drivingTime: '10h 15m',
  },
];
