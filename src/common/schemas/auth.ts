import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../limits';

const requiredText = (message: string) => z.string({ error: message }).trim();

export const emailField = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Please enter a valid email'));

const nameField = (label: string) =>
  requiredText(`${label} is required`)
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} is too long`);

const personNameFields = { firstName: nameField('First name'), lastName: nameField('Last name') };

const passwordField = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

export const loginSchema = z.object({
  username: requiredText('Username or email is required').min(1, 'Username or email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: requiredText(`Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may use letters, digits, dots, dashes and underscores only'),
  email: emailField,
  ...personNameFields,
  password: passwordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: requiredText('Token is required').min(1, 'Token is required'),
    password: passwordField,
    confirmPassword: z
      .string({ error: 'Password confirmation is required' })
      .min(PASSWORD_MIN_LENGTH, 'Password confirmation is required'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const profileSchema = z.object({
  ...personNameFields,
  email: emailField,
});
export type ProfileInput = z.infer<typeof profileSchema>;
