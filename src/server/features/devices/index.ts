export type { DevicePoint } from './points-repo';
export { latestPosition, type TripPosition } from './position';
export { storeDevicePoints } from './recording';
