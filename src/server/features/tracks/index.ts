// What other features use of the tracks feature.
export type { DisplayedTrack } from './presenter';
export { displayedTrack } from './read-service';
export { findTrackOfTrip, trackVersionOfTrip } from './repo';
export { mergeIntoRoute } from './service';
