// What other features use of the collaboration feature.
export { announceWork, recordChange } from './changes';
