// What other features use of the Immich feature: the import reads the traveller's photos through it.
export { type ImmichSource, immichSourceOf } from './service';
