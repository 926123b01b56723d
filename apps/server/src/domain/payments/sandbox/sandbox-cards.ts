import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@specsource/contracts';

// The sandbox decides a payment by the card number alone, as Stripe's test mode does for the same numbers
// (Stripe docs, 'Testing' — 4242… succeeds, 4000 0000 0000 0002 generic decline, …9995 insufficient funds).
// Any other number that passes the contract's checks succeeds, so a tester can type their own.

export type SandboxOutcome =
  | { status: 'succeeded'; message: string }
  | { status: 'declined'; message: string; declineCode: 'generic_decline' | 'insufficient_funds' };

export function sandboxOutcomeOf(cardNumber: string): SandboxOutcome {
  switch (cardNumber) {
    case SANDBOX_TEST_CARDS.declined:
      return { status: 'declined', message: PAYMENT_MESSAGES.declined, declineCode: 'generic_decline' };
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return {
        status: 'declined',
        message: PAYMENT_MESSAGES.insufficientFunds,
        declineCode: 'insufficient_funds',
      };
    default:
      return { status: 'succeeded', message: PAYMENT_MESSAGES.succeeded };
  }
}

/** A card is usable through the end of its expiry month (ISO/IEC 7813 'MMYY' is the last valid month). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export const SANDBOX_TEST_CARD_LIST = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const;
