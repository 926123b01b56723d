import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@specsource/contracts';
import { useState } from 'react';
import { useAdminOrder } from '../../../api/orders.ts';
import { AddressCard } from '../../../components/order-details/address-card.tsx';
import { LoadedOrder } from '../../../components/order-details/loaded-order.tsx';
import { OrderHistorySection } from '../../../components/order-details/order-history-timeline.tsx';
import { OrderPageHeader } from '../../../components/order-details/order-page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { cancelOutcomeOf } from '../lib/cancel-outcome.ts';
import { AdminOrderFacts } from './admin-order-facts.tsx';
import { CancelOrderModal } from './cancel-order-modal.tsx';

// Who moved the order, as an admin reads its history.
const MOVER_TEXT: Record<string, string> = {
  customer: 'by the customer',
  supplier: 'by the supplier',
  admin: 'by an administrator',
  system: 'by the verified payment',
};

/** One order for an admin: its details and history, and 'Cancel order' while it can still be cancelled. */
export function AdminOrderPage({ orderId }: { orderId: number }) {
  return (
    <LoadedOrder query={useAdminOrder(orderId)} listHref={paths.adminOrders.getHref()}>
      {(order) => <OrderView order={order} />}
    </LoadedOrder>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const [isCancelling, setIsCancelling] = useState(false);
  const canCancel = cancelOutcomeOf(order.status) !== null;

  return (
    <Stack gap="xl">
      <OrderPageHeader order={order} listHref={paths.adminOrders.getHref()}>
        <AdminOrderFacts order={order} />
      </OrderPageHeader>
      <Stack gap="xs" component="section" aria-labelledby="cancel-title">
        <Title order={2} fz="h3" id="cancel-title">
          Cancel
        </Title>
        {canCancel ? (
          <Group>
            <Button color="red" variant="outline" onClick={() => setIsCancelling(true)}>
              Cancel order
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">
            {order.status === 'shipped' || order.status === 'delivered'
              ? 'This order has shipped, so it can no longer be cancelled here.'
              : 'This order is already closed.'}
          </Text>
        )}
      </Stack>
      {/* docs/spec/marketplace-spec.md §3 'Order' — billing and shipping addresses side by side (stacked at
          375 px). */}
      <Stack gap="sm" component="section" aria-label="Addresses">
        <Title order={2} fz="h3">
          Addresses
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {order.billing_address === null ? null : (
            <AddressCard title="Billing" address={order.billing_address} headingOrder={3} />
          )}
          <AddressCard title="Shipping" address={order.shipping_address} headingOrder={3} />
        </SimpleGrid>
      </Stack>
      <OrderHistorySection history={order.history} moverText={MOVER_TEXT} />
      <CancelOrderModal order={order} opened={isCancelling} onClose={() => setIsCancelling(false)} />
    </Stack>
  );
}
