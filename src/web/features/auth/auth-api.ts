import { apiRequest, isServerOrNetworkError } from '@/lib/api';
import type { User } from '../../../common/contract/users';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../common/schemas/auth';

/** Signs in through /api/login, or through /api/basic-login when the first is down or unreachable. */
export async function signIn(credentials: LoginInput): Promise<User> {
  try {
    return (await apiRequest('POST', '/api/login', credentials)).json();
  } catch (error) {
    if (!isServerOrNetworkError(error)) throw error;
    return (await apiRequest('POST', '/api/basic-login', credentials)).json();
  }
}

export async function register(input: RegisterInput): Promise<User> {
  return (await apiRequest('POST', '/api/register', input)).json();
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return (await apiRequest('POST', '/api/forgot-password', input)).json();
}

export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return (await apiRequest('POST', '/api/reset-password', input)).json();
}
