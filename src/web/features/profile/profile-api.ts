import type { User } from '../../../common/contract/users';
import type { ProfileInput } from '../../../common/schemas/auth';
import { apiRequest } from '../../lib/api';

export async function updateProfile(input: ProfileInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/profile', input)).json();
}
