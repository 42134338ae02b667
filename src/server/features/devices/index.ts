export type { DevicePoint, StoredPoint } from './points-repo';
export { latestPosition, type TripPosition } from './position';
export { storeDevicePoints } from './recording';
