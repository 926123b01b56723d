import { ORDER_MESSAGES, SandboxConfirmBodySchema } from '@specsource/contracts';

// The sandbox provider's card form. Its rules are the sandbox confirm call's schema, so the
// form refuses exactly what the server would; the card itself is sent to the server once and never kept here.

export const CARD_FIELDS = ['card_number', 'exp_month', 'exp_year', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = { card_number: '', exp_month: '', exp_year: '', cvc: '' };

const CardSchema = SandboxConfirmBodySchema.omit({ client_secret: true });

/** 'YY' as the year the card schema takes: '29' → '2029'; four digits stay as they are. */
export function fullExpiryYear(year: string): string {
  const digits = year.trim();
  return /^\d{1,2}$/.test(digits) ? `20${digits.padStart(2, '0')}` : digits;
}

/** The card as the confirm call takes it. */
export function cardBodyOf(card: CardValues) {
  return {
    card_number: card.card_number,
    exp_month: card.exp_month.trim(),
    exp_year: fullExpiryYear(card.exp_year),
    cvc: card.cvc.trim(),
  };
}

export interface CardProblem {
  field: CardField;
  message: string;
}

/**
 * What is wrong with the entered card, or null when it can be sent (docs/spec/marketplace-spec.md §5: a card must be
 * entered, otherwise the card error message or 'Please make payment first').
 */
export function cardProblemOf(card: CardValues): CardProblem | null {
  if (CARD_FIELDS.every((field) => card[field].trim() === '')) {
    return { field: 'card_number', message: ORDER_MESSAGES.payFirst };
  }
  const parsed = CardSchema.safeParse(cardBodyOf(card));
  if (parsed.success) {
    return null;
  }
  for (const field of CARD_FIELDS) {
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) {
      return { field, message: issue.message };
    }
  }
  return { field: 'card_number', message: ORDER_MESSAGES.payFirst };
}

/** '4242424242424242' → '4242 4242 4242 4242', for reading the test cards. */
export function groupCardNumber(number: string): string {
  return number.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}
