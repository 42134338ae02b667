import type { AiDescriptionSource } from '../../../common/contract/stops';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { hasFeature, requireFeature } from '../../policy/plans';
import { requireStopWriter, STOP_NOT_FOUND } from '../../policy/trips';
import { recordChange } from '../collaboration';
import { listStopsOfTrip, type StopRow, updateStop } from '../stops';
import type { UserRow } from '../users';
import { acceptedLanguages } from './language';

/**
 * Premium and up (the trip owner's plan, for editors too): a description of the stop written by the configured
 * AI service (or offline), kept on the stop. Pro plans get it in the browser's language (offline: the first of
 * the reader's it is written in), in the distance unit the writer chose. A failing service leaves the stop as it
 * was.
 */
export async function generateDescription(
  ctx: AppContext,
  user: UserRow,
  stopId: number,
  acceptLanguage: string | undefined,
): Promise<{ stop: StopRow; source: AiDescriptionSource }> {
  const { stop, trip, owner } = await requireStopWriter(ctx.db, user, stopId, 'description.generate');
  requireFeature(owner, 'aiDescriptions');
  const ordered = await listStopsOfTrip(ctx.db, trip.id);
  const previous = ordered[ordered.findIndex((s) => s.id === stop.id) - 1] ?? null;
  const text = await ctx.describer.describe({
    stop,
    trip,
    previous,
    languages: hasFeature(owner, 'multiLanguageAi') ? acceptedLanguages(acceptLanguage) : [],
    unit: user.distanceUnit,
  });
  const updated = await ctx.db.transaction(async (tx) => {
    const updated = await updateStop(tx, stop.id, {
      aiDescription: text,
      aiDescriptionSource: ctx.describer.source,
    });
    if (!updated) throw notFound(STOP_NOT_FOUND);
    const subject = { type: 'stop' as const, id: stop.id, name: updated.name };
    await recordChange(ctx, { tripId: trip.id, actor: user, type: 'description.generated', subject }, tx);
    return updated;
  });
  return { stop: updated, source: ctx.describer.source };
}
