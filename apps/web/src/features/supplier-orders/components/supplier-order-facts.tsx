import type { OrderDetail } from '@specsource/contracts';
import {
  Fact,
  FactGrid,
  offerTermsText,
  trackingText,
  unitCostText,
} from '../../../components/order-details/order-facts.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

/** What was ordered and for how much, as the supplier's own offer terms; the tracking once shipped. */
export function SupplierOrderFacts({ order }: { order: OrderDetail }) {
  const tracking = trackingText(order);
  return (
    <FactGrid>
      <Fact label="Part" value={order.part_title} />
      <Fact label="Offer" value={order.offer_title} />
      <Fact label="Quantity" value={String(order.quantity)} />
      <Fact label="Unit cost" value={unitCostText(order)} />
      <Fact label="Your terms" value={offerTermsText(order)} />
      <Fact label="Total" value={formatMoney(order.total, order.currency)} />
      <Fact label="Request" value={order.request_order_id} />
      <Fact label="PO number" value={order.po_number ?? '—'} />
      <Fact label="Placed" value={formatDateTime(order.created_at)} />
      {tracking ? <Fact label="Tracking" value={tracking} /> : null}
    </FactGrid>
  );
}
