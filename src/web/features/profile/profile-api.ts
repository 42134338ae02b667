import type { ProfileInput } from '../../../common/schemas/auth';
import { apiRequest } from '../../lib/api';
import type { User } from '../auth/types';

export async function updateProfile(input: ProfileInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/profile', input)).json();
}
