import type { AiDescriptionSource } from '../../../common/contract/stops';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { hasFeature, requireFeature } from '../../policy/plans';
import { requireStopOwner, STOP_NOT_FOUND } from '../../policy/trips';
import { listStopsOfTrip, type StopRow, updateStop } from '../stops/repo';
import type { UserRow } from '../users/repo';
import { preferredLanguage } from './language';

/**
 * Premium and up: a description of the stop written by the configured AI service (or offline), kept on the
 * stop. Pro members get it in their browser's language. A failing service leaves the stop as it was.
 */
export async function generateDescription(
  ctx: AppContext,
  user: UserRow,
  stopId: number,
  acceptLanguage: string | undefined,
): Promise<{ stop: StopRow; source: AiDescriptionSource }> {
  const { stop, trip } = await requireStopOwner(ctx.db, user, stopId);
  requireFeature(user, 'aiDescriptions');
  const ordered = await listStopsOfTrip(ctx.db, trip.id);
  const previous = ordered[ordered.findIndex((s) => s.id === stop.id) - 1] ?? null;
  const text = await ctx.describer.describe({
    stop,
    trip,
    previous,
    language: hasFeature(user, 'multiLanguageAi') ? preferredLanguage(acceptLanguage) : null,
  });
  const updated = await updateStop(ctx.db, stop.id, {
    aiDescription: text,
    aiDescriptionSource: ctx.describer.source,
  });
  if (!updated) throw notFound(STOP_NOT_FOUND);
  return { stop: updated, source: ctx.describer.source };
}
