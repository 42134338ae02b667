import { apiRequest } from '@/lib/api';
import { type LinkSettingsDraft, settingsChange, settingsForNewLink } from './link-settings';
import type { CreatedShare, PublicLink, ShareRecipient, ShareType } from './types';

export async function shareTrip(
  tripId: number,
  recipient: ShareRecipient,
  message: string,
  settings: LinkSettingsDraft,
  shareType: ShareType,
): Promise<CreatedShare> {
  const body = {
    ...recipient,
    shareType,
    ...(message.trim() ? { message } : {}),
    ...settingsForNewLink(settings),
  };
  return (await apiRequest('POST', `/api/trips/${tripId}/share`, body)).json();
}

/** Changes a share's or the public link's expiry, password and what its photos show. */
export async function changeLinkSettings(
  shareId: number,
  settings: LinkSettingsDraft,
  before: LinkSettingsDraft,
): Promise<void> {
  await apiRequest('PATCH', `/api/trip-shares/${shareId}`, settingsChange(settings, before));
}

/** Lets the person shared with edit the trip, or only read it again; for the owner. */
export async function changeShareType(shareId: number, shareType: ShareType): Promise<void> {
  await apiRequest('PATCH', `/api/trip-shares/${shareId}`, { shareType });
}

export async function unlockSharedTrip(token: string, password: string): Promise<void> {
  await apiRequest('POST', `/api/shared-trip/${encodeURIComponent(token)}/unlock`, { password });
}

export async function removeShare(shareId: number): Promise<void> {
  await apiRequest('DELETE', `/api/trip-shares/${shareId}`);
}

export async function createPublicLink(tripId: number): Promise<PublicLink> {
  return (await apiRequest('POST', `/api/trips/${tripId}/public-link`)).json();
}

export async function removePublicLink(tripId: number): Promise<void> {
  await apiRequest('DELETE', `/api/trips/${tripId}/public-link`);
}

export async function reportSharedTrip(token: string, reason: string): Promise<{ message: string }> {
  return (await apiRequest('POST', `/api/shared-trip/${token}/report`, { reason })).json();
}
