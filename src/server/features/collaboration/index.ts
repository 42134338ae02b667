// What other features use of the collaboration feature.
export { announceWork, recordChange, tripTopic } from './changes';
