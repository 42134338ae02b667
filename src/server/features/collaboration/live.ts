import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { requireTripWriter } from '../../policy/trips';
import type { UserRow } from '../users';
import { tripTopic } from './changes';
import { deletePresence, insertPresence, listViewersOfTrip, touchPresence } from './presence-repo';

/** How often an open stream says it is alive, to the browser (through proxies) and in the presence table. */
export const HEARTBEAT_MS = 20_000;
/** A viewer not seen for this long is from a server that stopped without saying goodbye. */
const GONE_AFTER_SECONDS = 3 * (HEARTBEAT_MS / 1000);

export type SendEvent = (event: 'change' | 'presence' | 'position' | 'heartbeat', data: unknown) => void;

interface TripMessage {
  kind: 'change' | 'presence' | 'position';
  type?: string;
  id?: number;
  actor?: unknown;
  position?: unknown;
}

/**
 * Checks that this person may follow the trip live (its owner and editors), then hands back how to start:
 * from then on every change to the trip, made on any server, arrives as `change`, and whenever someone opens
 * or closes the trip everyone gets the viewers as `presence`, and where a traveller's phone says they are now
 * as `position`. The returned stop ends it all.
 */
export async function followTrip(ctx: AppContext, user: UserRow, tripId: number) {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'collaboration.follow');
  const topic = tripTopic(trip.id);
  return async (send: SendEvent): Promise<() => Promise<void>> => {
    const connectionId = randomUUID();
    const sendViewers = () =>
      listViewersOfTrip(ctx.db, trip.id, GONE_AFTER_SECONDS)
        .then((viewers) => send('presence', { viewers }))
        .catch((error) => ctx.log.warn({ err: error }, 'viewers of a trip could not be listed'));
    const unsubscribe = await ctx.events.subscribe(topic, (data) => {
      const message = data as TripMessage;
      if (message.kind === 'change')
        send('change', { type: message.type, id: message.id, actor: message.actor });
      else if (message.kind === 'presence') void sendViewers();
      else if (message.kind === 'position') send('position', message.position);
    });
    await insertPresence(ctx.db, { connectionId, tripId: trip.id, userId: user.id });
    await ctx.events.publish(ctx.db, topic, { kind: 'presence' });
    const heartbeat = setInterval(() => {
      send('heartbeat', null);
      touchPresence(ctx.db, [connectionId]).catch((error) =>
        ctx.log.warn({ err: error }, 'presence could not be refreshed'),
      );
    }, HEARTBEAT_MS);
    return async () => {
      clearInterval(heartbeat);
      unsubscribe();
      await deletePresence(ctx.db, connectionId);
      await ctx.events.publish(ctx.db, topic, { kind: 'presence' });
    };
  };
}
