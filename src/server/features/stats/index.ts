// What other features use of the stats feature.
export { routeMovingSeconds } from './trip-figures';
