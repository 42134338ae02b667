// What other features use of the settings feature.
export { readSetting, writeSetting } from './repo';
export { getUploadSettings, saveUploadSettings, type UploadSettings } from './settings';
