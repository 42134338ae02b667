// What other features use of the reports feature.
export { insertReport } from './repo';
