import { apiRequest } from '@/lib/api';
import type { User } from '../../../common/contract/users';
import type { ProfileInput } from '../../../common/schemas/auth';

export async function updateProfile(input: ProfileInput): Promise<User> {
  return (await apiRequest('PATCH', '/api/user/profile', input)).json();
}
