import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus, PaymentStatus } from '@specsource/contracts';

interface StatusLook {
  label: string;
  color: string;
}

/** An order's lifecycle state in words (docs/design.md 'order lifecycle'); the colour only repeats the text. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, StatusLook> = {
  pending_payment: { label: 'Waiting for payment', color: 'yellow' },
  paid: { label: 'Paid', color: 'blue' },
  in_fulfilment: { label: 'In fulfilment', color: 'cyan' },
  shipped: { label: 'Shipped', color: 'violet' },
  delivered: { label: 'Delivered', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  refunded: { label: 'Refunded', color: 'red' },
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, StatusLook> = {
  unpaid: { label: 'Not paid', color: 'gray' },
  processing: { label: 'Payment processing', color: 'yellow' },
  succeeded: { label: 'Payment received', color: 'green' },
  failed: { label: 'Payment failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
};

/** The human label of an order status, for text that is not a badge (timelines, toasts). */
export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status].label;
}

type SizeProp = Pick<BadgeProps, 'size'>;

export function OrderStatusBadge({ status, size }: { status: OrderStatus } & SizeProp) {
  return <StatusBadge look={ORDER_STATUS_LABELS[status]} variant="light" size={size} />;
}

export function PaymentStatusBadge({ status, size }: { status: PaymentStatus } & SizeProp) {
  return <StatusBadge look={PAYMENT_STATUS_LABELS[status]} variant="outline" size={size} />;
}

function StatusBadge({ look, variant, size }: { look: StatusLook } & Pick<BadgeProps, 'variant' | 'size'>) {
  return (
    <Badge color={look.color} variant={variant} size={size}>
      {look.label}
    </Badge>
  );
}
