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

/** Years a trip, stop or notice can plausibly have; the database stores nothing before 4713 BC. */
export const isPlausibleDate = (date: Date) => {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1900 && year <= 9999;
};

/** A date, given as an ISO string or a Date, between the years 1900 and 9999. */
export const dateField = (label: string, requiredMessage = `${label} is required`) =>
  z.coerce
    .date({ error: requiredMessage })
    .refine(isPlausibleDate, { message: `${label} must be a date between 1900 and 9999` });

export const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is out of range`);
