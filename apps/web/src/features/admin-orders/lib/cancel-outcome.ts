import type { OrderStatus } from '@specsource/contracts';

/**
 * What 'Cancel order' does from `status`, as the server's order state table says
 * (apps/server/src/domain/orders/order-states.ts): an unpaid order is cancelled, a paid one not yet shipped is cancelled and
 * refunded, anything else cannot be cancelled. Only for what the page offers and says; the server decides, and answers
 * 409 when the order moved meanwhile.
 */
export function cancelOutcomeOf(status: OrderStatus): 'cancelled' | 'refunded' | null {
  switch (status) {
    case 'pending_payment':
      return 'cancelled';
    case 'paid':
    case 'in_fulfilment':
      return 'refunded';
    default:
      return null;
  }
}
