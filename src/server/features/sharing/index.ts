// What other features use of the sharing feature.
export { newInviteToken } from './tokens';
