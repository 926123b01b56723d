import { Stack } from '@mantine/core';
import { useSupplierOrder } from '../../../api/orders.ts';
import { AddressCard } from '../../../components/order-details/address-card.tsx';
import { LoadedOrder } from '../../../components/order-details/loaded-order.tsx';
import { OrderHistorySection } from '../../../components/order-details/order-history-timeline.tsx';
import { OrderPageHeader } from '../../../components/order-details/order-page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { SupplierOrderActions } from './supplier-order-actions.tsx';
import { SupplierOrderFacts } from './supplier-order-facts.tsx';

// Who moved the order, as its supplier reads its history.
const MOVER_TEXT: Record<string, string> = {
  customer: 'by the customer',
  supplier: 'by you',
  admin: 'by SpecSource',
  system: 'by the verified payment',
};

/** One order of the supplier's offer: what to ship where, its history, and the next move. */
export function SupplierOrderPage({ orderId }: { orderId: number }) {
  const listHref = paths.supplierOrders.getHref();
  return (
    <LoadedOrder query={useSupplierOrder(orderId)} listHref={listHref}>
      {(order) => (
        <Stack gap="xl">
          <OrderPageHeader order={order} listHref={listHref}>
            <SupplierOrderFacts order={order} />
          </OrderPageHeader>
          <SupplierOrderActions order={order} />
          <AddressCard title="Ship to" address={order.shipping_address} headingOrder={2} />
          <OrderHistorySection history={order.history} moverText={MOVER_TEXT} />
        </Stack>
      )}
    </LoadedOrder>
  );
}
