import { apiRequest } from '@/lib/api';
import type { ShareRecipient, TripShare } from './types';

export async function shareTrip(
  tripId: number,
  recipient: ShareRecipient,
  message: string,
): Promise<Omit<TripShare, 'createdAt' | 'user'>> {
  const body = { ...recipient, ...(message.trim() ? { message } : {}) };
  return (await apiRequest('POST', `/api/trips/${tripId}/share`, body)).json();
}

export async function removeShare(shareId: number): Promise<void> {
  await apiRequest('DELETE', `/api/trip-shares/${shareId}`);
}

export async function createPublicLink(tripId: number): Promise<{ shareUrl: string }> {
  return (await apiRequest('POST', `/api/trips/${tripId}/public-link`)).json();
}

export async function removePublicLink(tripId: number): Promise<void> {
  await apiRequest('DELETE', `/api/trips/${tripId}/public-link`);
}

export async function reportSharedTrip(token: string, reason: string): Promise<{ message: string }> {
  return (await apiRequest('POST', `/api/shared-trip/${token}/report`, { reason })).json();
}
