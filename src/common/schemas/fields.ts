import { z } from 'zod';

/** Trimmed text that must not be empty; the message names the field. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message.replace('is required', 'is too long'));

/**
 * Trimmed text that may be left out (kept as it is), or emptied (stored as null).
 * Partial updates rely on the difference between undefined and null.
 */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

export const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is out of range`);
