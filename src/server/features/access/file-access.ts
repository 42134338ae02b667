import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/session';
import { findLiveShareByToken } from '../sharing/repo';
import { requireTripReader } from './trip-access';

const FILE_NOT_FOUND = 'File not found';

/**
 * A stored file of a trip may be read by the trip's readers, or by anyone whose `?share=` token is a live share
 * link of that very trip (the shared view works signed out).
 */
export async function requireFileReader(
  db: Executor,
  request: FastifyRequest<{ Querystring: { share?: string } }>,
  tripId: number,
): Promise<void> {
  const token = request.query.share;
  if (token) {
    const found = await findLiveShareByToken(db, token);
    if (found?.trip.id !== tripId) throw notFound(FILE_NOT_FOUND);
    return;
  }
  await requireTripReader(db, requireUser(request), tripId).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 401) throw error;
    throw notFound(FILE_NOT_FOUND);
  });
}
