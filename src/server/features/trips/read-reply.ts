import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { AppContext } from '../../context';
import type { PreparedJson } from '../../http/prepared-body';
import { zonesHiddenFrom, zonesKey } from '../../policy/privacy';
import { requireTripReader } from '../../policy/trips';
import type { UserRow } from '../users';
import type { TripRow } from './repo';

/**
 * Something a trip holds (its stops, photos, route) as this reader may see it — anyone but the owner without
 * what lies in the owner's privacy zones — built once per version of the trip and of the zones and kept in the
 * read cache.
 */
export async function tripReadReply(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  kind: string,
  build: (trip: TripRow, zones: readonly PrivacyZone[]) => Promise<unknown>,
): Promise<PreparedJson> {
  const access = await requireTripReader(ctx, { user }, tripId);
  const { trip } = access;
  const zones = await zonesHiddenFrom(ctx.db, access);
  return ctx.readCache.json(`${kind}:${trip.id}${zonesKey(zones)}`, String(trip.contentVersion), () =>
    build(trip, zones),
  );
}
