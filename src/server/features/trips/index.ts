// What other features use of the trips feature.
export { changeTrip, changeTrips } from './changes';
export { measuresOf, measuresOfTrip } from './measures';
export { toTripDto } from './presenter';
export { tripReadReply } from './read-reply';
export { insertTrip, lockTrip, type TripCover, type TripRow, tripCovers, updateTrip } from './repo';
export { deleteTripAndFiles } from './service';
