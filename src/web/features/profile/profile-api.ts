import { apiRequest } from '@/lib/api';
import type { ImmichLink } from '../../../common/contract/immich';
import type { User } from '../../../common/contract/users';
import type { DeleteAccountInput } from '../../../common/schemas/account-deletion';
import type { ProfileInput } from '../../../common/schemas/auth';
import type { LinkImmichInput } from '../../../common/schemas/immich';
import type { PreferencesInput } from '../../../common/schemas/preferences';
import type { PrivacySettingsInput, PrivacyZone } from '../../../common/schemas/privacy';

export async function updateProfile(input: ProfileInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/profile', input)).json();
}

export async function updatePrivacySettings(input: PrivacySettingsInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/privacy', input)).json();
}

export async function savePrivacyZones(zones: PrivacyZone[]): Promise<PrivacyZone[]> {
  return (await apiRequest('PUT', '/api/user/privacy-zones', zones)).json();
}

export async function updatePreferences(input: PreferencesInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/preferences', input)).json();
}

export async function linkImmich(input: LinkImmichInput): Promise<ImmichLink> {
  return (await apiRequest('PUT', '/api/user/immich', input)).json();
}

export async function unlinkImmich(): Promise<void> {
  await apiRequest('DELETE', '/api/user/immich');
}

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', '/api/user', input);
}
