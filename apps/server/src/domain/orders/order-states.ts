import type { OrderStatus } from '@specsource/contracts';
import type { Mover } from '../requests/request-states.ts';

// The order lifecycle (docs/design.md 'order lifecycle'): pending_payment → paid → in_fulfilment → shipped → delivered,
// with cancelled (nothing was paid) and refunded (a paid order cancelled by an admin, refunded through the
// provider). Payment progress is kept apart in payment_status. A final state has no way out, so a late
// webhook can never move an order backwards (a refunded order stays refunded).

interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly Mover[];
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Only a payment the server verified (Stripe's signed webhook, the sandbox's own confirm) pays an order.
  { from: 'pending_payment', to: 'paid', by: ['system'] },
  { from: 'paid', to: 'in_fulfilment', by: ['supplier'] },
  { from: 'in_fulfilment', to: 'shipped', by: ['supplier'] },
  // A part from stock may ship the day it is paid.
  { from: 'paid', to: 'shipped', by: ['supplier'] },
  { from: 'shipped', to: 'delivered', by: ['supplier', 'admin'] },
  { from: 'pending_payment', to: 'cancelled', by: ['admin'] },
  // Cancelling a paid order refunds it; once shipped, returns are handled outside the product.
  { from: 'paid', to: 'refunded', by: ['admin'] },
  { from: 'in_fulfilment', to: 'refunded', by: ['admin'] },
];

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled', 'refunded'];

/** Addresses, payment choice and PO number can change until the order ships. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending_payment', 'paid', 'in_fulfilment'];

export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: Mover): boolean {
  return ORDER_TRANSITIONS.some((move) => move.from === from && move.to === to && move.by.includes(by));
}

/** What an admin's cancel does from `from`: cancel an unpaid order, refund a paid one, or nothing allowed. */
export function cancelTargetOf(from: OrderStatus): 'cancelled' | 'refunded' | null {
  if (canMoveOrder(from, 'cancelled', 'admin')) {
    return 'cancelled';
  }
  return canMoveOrder(from, 'refunded', 'admin') ? 'refunded' : null;
}
