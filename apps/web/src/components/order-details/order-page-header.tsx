import { Group, Stack, Title } from '@mantine/core';
import type { OrderDetail } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-status-badge.tsx';

interface OrderPageHeaderProps {
  order: OrderDetail;
  /** The orders list the page came from. */
  listHref: string;
  /** Under the title: the facts this reader needs. */
  children: ReactNode;
}

/** The top of a supplier or admin order page: back to the list, the order's number and its two statuses. */
export function OrderPageHeader({ order, listHref, children }: OrderPageHeaderProps) {
  return (
    <Stack gap="xs">
      <BackLink to={listHref}>All orders</BackLink>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>Order {order.id}</Title>
        <Group gap="xs">
          <OrderStatusBadge status={order.status} size="lg" />
          <PaymentStatusBadge status={order.payment_status} size="lg" />
        </Group>
      </Group>
      {children}
    </Stack>
  );
}
