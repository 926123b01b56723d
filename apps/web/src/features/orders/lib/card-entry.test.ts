import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { cardBodyOf, cardProblemOf, EMPTY_CARD, fullExpiryYear, groupCardNumber } from './card-entry.ts';

const card = { card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '34', cvc: '123' };

describe('the sandbox card entry', () => {
  it("asks for a card first: nothing entered is 'Please make payment first'", () => {
    expect(cardProblemOf(EMPTY_CARD)).toEqual({ field: 'card_number', message: ORDER_MESSAGES.payFirst });
  });

  it("names the first wrong field with the provider's message", () => {
    expect(cardProblemOf({ ...card, card_number: '4242 4242 4242 4241' })).toEqual({
      field: 'card_number',
      message: PAYMENT_MESSAGES.cardNumberInvalid,
    });
    expect(cardProblemOf({ ...card, exp_month: '13' })).toEqual({
      field: 'exp_month',
      message: PAYMENT_MESSAGES.expMonthInvalid,
    });
    expect(cardProblemOf({ ...card, cvc: '' })).toEqual({
      field: 'cvc',
      message: PAYMENT_MESSAGES.cvcInvalid,
    });
    expect(cardProblemOf(card)).toBeNull();
  });

  it('sends a two-digit year as 20YY and groups numbers for reading', () => {
    expect([fullExpiryYear('34'), fullExpiryYear('7'), fullExpiryYear('2031')]).toEqual([
      '2034',
      '2007',
      '2031',
    ]);
    expect(cardBodyOf(card)).toEqual({ ...card, exp_year: '2034' });
    expect(groupCardNumber('4000000000009995')).toBe('4000 0000 0000 9995');
  });
});
