import type { UserRole } from '@specsource/contracts';
import type { RequestStatus, ReviewStatus } from '../../platform/db/schema/index.ts';

// Every state a request or an offer can move to, who may move it, and nothing else. A
// final state has no way out, so nothing ever moves one backwards. Callers check with `assertTransition`
// inside the write's transaction and record the move with `recordTransition` (one audit row each).

/** Who makes a move: a person in a role, or the system itself (activation, an order being paid). */
export type Mover = UserRole | 'system';

interface Transition<State extends string> {
  from: State;
  to: State;
  by: readonly Mover[];
}

export const REQUEST_TRANSITIONS: readonly Transition<RequestStatus>[] = [
  // A pump search's draft reaches the part's suppliers only when its customer asks them for quotes.
  { from: 'draft', to: 'submitted', by: ['customer'] },
  { from: 'draft', to: 'cancelled', by: ['customer'] },
  // A visitor who registered in the wizard activates the account.
  { from: 'pending_activation', to: 'submitted', by: ['system'] },
  // The first offer from an assigned supplier.
  { from: 'submitted', to: 'offered', by: ['supplier'] },
  // An admin shows offers to the customer; choosing again later keeps it there.
  { from: 'offered', to: 'offers_selected', by: ['admin'] },
  // An order is placed for one of the selected offers.
  { from: 'offers_selected', to: 'ordered', by: ['customer', 'system'] },
  { from: 'ordered', to: 'completed', by: ['admin', 'system'] },
  { from: 'pending_activation', to: 'cancelled', by: ['customer', 'admin'] },
  { from: 'submitted', to: 'cancelled', by: ['customer', 'admin'] },
  { from: 'offered', to: 'cancelled', by: ['customer', 'admin'] },
  { from: 'offers_selected', to: 'cancelled', by: ['customer', 'admin'] },
];

export const REVIEW_TRANSITIONS: readonly Transition<ReviewStatus>[] = [
  { from: 'submitted', to: 'selected', by: ['admin'] },
  // An admin may take an offer off the customer's list again while nothing is ordered.
  { from: 'selected', to: 'submitted', by: ['admin'] },
  { from: 'selected', to: 'ordered', by: ['customer', 'system'] },
  { from: 'submitted', to: 'withdrawn', by: ['supplier', 'admin'] },
  { from: 'selected', to: 'withdrawn', by: ['supplier', 'admin'] },
];

export const FINAL_REQUEST_STATUSES: readonly RequestStatus[] = ['completed', 'cancelled'];
export const FINAL_REVIEW_STATUSES: readonly ReviewStatus[] = ['ordered', 'withdrawn'];
function findTransition<State extends string>(
  table: readonly Transition<State>[],
  from: State,
  to: State,
  by: Mover,
): boolean {
  return table.some((move) => move.from === from && move.to === to && move.by.includes(by));
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus, by: Mover): boolean {
  return findTransition(REQUEST_TRANSITIONS, from, to, by);
}

export function canMoveReview(from: ReviewStatus, to: ReviewStatus, by: Mover): boolean {
  return findTransition(REVIEW_TRANSITIONS, from, to, by);
}
