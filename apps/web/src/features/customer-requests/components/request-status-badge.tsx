import { Badge } from '@mantine/core';
import type { RequestStatusValue } from '@specsource/contracts';

const STATUS: Record<RequestStatusValue, { label: string; color: string }> = {
  // A search the customer has not asked quotes for: no supplier sees it.
  draft: { label: 'Draft (not sent)', color: 'yellow' },
  pending_activation: { label: 'Waiting for activation', color: 'gray' },
  submitted: { label: 'Submitted', color: 'blue' },
  offered: { label: 'Offers received', color: 'cyan' },
  offers_selected: { label: 'Offers ready', color: 'teal' },
  ordered: { label: 'Ordered', color: 'violet' },
  completed: { label: 'Completed', color: 'green' },
  // The customer's word for it: they withdraw a request (an admin's cancel reads the same to them).
  cancelled: { label: 'Withdrawn', color: 'red' },
};

/** A request's state in words a customer reads (the colour only repeats the text). */
export function RequestStatusBadge({ status }: { status: RequestStatusValue }) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
