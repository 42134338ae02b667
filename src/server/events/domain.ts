import type { Tier } from '../../common/plans';
import type { Executor } from '../db/client';
import type { UserRow } from '../db/schema';

/** What a change announces once it is committed, by event (decision record 035). */
export interface DomainEventMap {
  /** A traveller's plan was bought, renewed, lowered or cancelled; `owner` is their account after it. */
  planChanged: { owner: UserRow; from: Tier; to: Tier };
  /** A trip, its stops, photos or route changed in a way that may change its figures. */
  tripChanged: { tripId: number };
  /** A trip was created, or its dates changed: it covers days it did not cover before. */
  tripDaysSet: { tripId: number };
  /** A photo was uploaded to a trip. */
  photoAdded: { photoId: number; tripId: number; owner: UserRow };
}

export type DomainEventName = keyof DomainEventMap;

/**
 * A change announced before it commits, from inside its transaction: what a subscriber queues `within` it exists
 * exactly when the change does, a crash between the two cannot lose it. `afterCommit` runs once it committed.
 */
export interface ChangeUnderWay {
  within: Executor;
  afterCommit(work: () => void): void;
}

/** `change`: present when the change is announced from inside its transaction, absent once it has committed. */
export type Subscriber<E extends DomainEventName> = (
  payload: DomainEventMap[E],
  change?: ChangeUnderWay,
) => Promise<void> | void;

/** A change under way in `within`; its maker calls `committed` once the transaction has committed. */
export function changeUnderWay(within: Executor): ChangeUnderWay & { committed(): void } {
  const afterwards: (() => void)[] = [];
  return {
    within,
    afterCommit: (work) => void afterwards.push(work),
    committed: () => {
      for (const work of afterwards.splice(0)) work();
    },
  };
}

/**
 * The consequences of a change, within this server: a service announces the change once its transaction has
 * committed, and the features whose work follows from it subscribe where that work is defined. Unlike the event
 * bus, nothing crosses to the other servers: the work a subscriber queues is shared through the job queue.
 */
export interface DomainEvents {
  on<E extends DomainEventName>(event: E, subscriber: Subscriber<E>): void;
  /**
   * Hands the payload to every subscriber of the event, and resolves once all have finished. A subscriber's
   * failure is logged and never reaches the one announcing: the change itself is made. Announced from inside the
   * change's transaction (`change`), subscribers run one after the other on its connection.
   */
  emit<E extends DomainEventName>(
    event: E,
    payload: DomainEventMap[E],
    change?: ChangeUnderWay,
  ): Promise<void>;
}

interface Logger {
  warn(obj: unknown, message: string): void;
}

export function createDomainEvents(log: Logger): DomainEvents {
  const subscribers = new Map<DomainEventName, Subscriber<never>[]>();
  return {
    on(event, subscriber) {
      subscribers.set(event, [...(subscribers.get(event) ?? []), subscriber as Subscriber<never>]);
    },
    async emit(event, payload, change) {
      const ofEvent = (subscribers.get(event) ?? []) as Subscriber<typeof event>[];
      const run = async (subscriber: Subscriber<typeof event>) => {
        try {
          // In the change's transaction, under a savepoint: a subscriber's failed statement is undone alone and
          // leaves the change able to commit.
          if (change)
            await change.within.transaction(async (savepoint) => {
              await subscriber(payload, { ...change, within: savepoint });
            });
          else await subscriber(payload);
        } catch (error) {
          log.warn({ err: error, event }, 'a consequence of a change failed');
        }
      };
      // One connection runs one statement at a time.
      if (change) for (const subscriber of ofEvent) await run(subscriber);
      else await Promise.all(ofEvent.map(run));
    },
  };
}
