// What other features use of the stops feature.
export { addImportedStopsInOrder, addStopInOrder } from './ordering';
export { toStopDto } from './presenter';
export {
  deleteStop,
  findStopArrivedAt,
  findStopByVoiceMemo,
  listStopsOfTrip,
  lockStop,
  type StopRow,
  updateStop,
  voiceMemoFile,
} from './repo';
