import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../../common/cards';
import {
  cardFormSchema,
  cardNumberProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
} from './card-details';

describe('card number', () => {
  it('is shown in groups of four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('passes the Luhn check for the test cards and fails it for a typo', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names what is wrong', () => {
    expect(cardNumberProblem('')).toBe('Card number is required');
    expect(cardNumberProblem('4242 4242')).toBe('Card number is incomplete');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(
      'This card number is not valid. Check the digits and try again.',
    );
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
  });
});

describe('expiry', () => {
  const now = new Date(2026, 4, 15);

  it('gets its slash once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('must be a real month that has not ended', () => {
    expect(expiryProblem('', now)).toBe('Expiry date is required');
    expect(expiryProblem('1228', now)).toBe('Enter the expiry date as MM/YY');
    expect(expiryProblem('13/28', now)).toBe('The expiry month must be between 01 and 12');
    expect(expiryProblem('04/26', now)).toBe('This card has expired');
    expect(expiryProblem('05/26', now)).toBeNull();
    expect(expiryProblem('01/27', now)).toBeNull();
  });
});

describe('card form', () => {
  it('sends the digits of the card number only', () => {
    const parsed = cardFormSchema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' });
    expect(parsed.cardNumber).toBe('4242424242424242');
  });

  it('wants a CVC of three or four digits', () => {
    const result = cardFormSchema.safeParse({ cardNumber: '4242424242424242', expiry: '12/99', cvc: '12' });
    expect(result.error?.issues[0]?.message).toBe('CVC must be 3 or 4 digits');
  });
});
