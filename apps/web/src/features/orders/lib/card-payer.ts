import type { PaymentStart } from '@specsource/contracts';

/**
 * What the checkout and 'Pay now' ask of whichever card form runs (the sandbox's fields or Stripe's card
 * element). Each form shows its own problems under the card.
 */
export interface CardPayer {
  /** Checks the entered card; shows what is wrong and answers false, or answers true when it can be sent. */
  validate(): boolean;
  /** Confirms `payment` with the card; shows the provider's refusal and answers false, or answers true. */
  confirm(payment: PaymentStart): Promise<boolean>;
}
