export type { DevicePoint } from './points-repo';
export { storeDevicePoints } from './recording';
