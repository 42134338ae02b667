import type { AppContext } from '../../context';
import { attachWaitingPointsTo } from './recording';

/** A trip created or edited to cover days a device sent points on, while no trip did, gets those points. */
export function attachWaitingPointsOnTripChange(ctx: AppContext): void {
  ctx.domainEvents.on('tripDaysSet', ({ tripId }) => attachWaitingPointsTo(ctx, tripId));
}
