import { endOfMonth } from 'date-fns';
import { z } from 'zod';
import { luhnValid } from '../../../common/cards';

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export const cardDigits = (text: string): string => text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);

/** The card number as it is printed: digits in groups of four. */
export function formatCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" as "12/28"; the slash comes once the month is complete. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cardNumberProblem(text: string): string | null {
  const digits = cardDigits(text);
  if (digits.length === 0) return 'Card number is required';
  if (digits.length < MIN_CARD_DIGITS) return 'Card number is incomplete';
  if (!luhnValid(digits)) return 'This card number is not valid. Check the digits and try again.';
  return null;
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(text: string, now: Date): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!text.trim()) return 'Expiry date is required';
  if (!match) return 'Enter the expiry date as MM/YY';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'The expiry month must be between 01 and 12';
  const lastDay = endOfMonth(new Date(2000 + Number(match[2]), month - 1, 1));
  return lastDay < now ? 'This card has expired' : null;
}

const problemCheck =
  (problem: (text: string) => string | null) => (text: string, ctx: z.RefinementCtx<string>) => {
    const message = problem(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** The sandbox card form; only the card number leaves the browser, as digits. */
export const cardFormSchema = z.object({
  cardNumber: z.string().superRefine(problemCheck(cardNumberProblem)).transform(cardDigits),
  expiry: z.string().superRefine(problemCheck((text) => expiryProblem(text, new Date()))),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type CardFormValues = z.input<typeof cardFormSchema>;
