// What other features use of the tracks feature.

export { toGeoJson, toGpx } from './export-formats';
export type { ParsedTrackFile, Waypoint } from './parse';
export { parseTrackFile } from './parse';
export type { DisplayedTrack } from './presenter';
export { displayedTrack } from './read-service';
export { findTrackOfTrip, trackVersionOfTrip } from './repo';
export { mergeIntoRoute, rewriteRoute, writeRouteInChunks } from './service';
