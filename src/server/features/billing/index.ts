// What other features use of the billing feature.
export { announcePlanChange, changePlan, lockAccount } from './subscription';
