import { type OrderDetail, PAYMENT_METHOD_LABELS } from '@specsource/contracts';
import {
  Fact,
  FactGrid,
  offerTermsText,
  trackingText,
  unitCostText,
} from '../../../components/order-details/order-facts.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

const orNone = (value: string | null) => value ?? '—';
const dateOrNone = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso));

/** Everything an admin checks before acting: the offer, the money, the payment and the shipment. */
export function AdminOrderFacts({ order }: { order: OrderDetail }) {
  return (
    <FactGrid>
      <Fact label="Part" value={order.part_title} />
      <Fact label="Offer" value={`${order.offer_title} (version ${order.review_version})`} />
      <Fact label="Request" value={order.request_order_id} />
      <Fact label="Quantity" value={String(order.quantity)} />
      <Fact label="Unit cost" value={unitCostText(order)} />
      <Fact label="Offer terms" value={offerTermsText(order)} />
      <Fact label="Subtotal" value={formatMoney(order.subtotal, order.currency)} />
      <Fact label="Tax" value={formatMoney(order.tax, order.currency)} />
      <Fact label="Total" value={formatMoney(order.total, order.currency)} />
      <Fact
        label="Payment method"
        value={PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}
      />
      <Fact label="Paid" value={dateOrNone(order.paid_at)} />
      <Fact label="PO number" value={orNone(order.po_number)} />
      <Fact label="Reference" value={orNone(order.reference)} />
      <Fact label="Placed" value={formatDateTime(order.created_at)} />
      <Fact label="Tracking" value={orNone(trackingText(order))} />
    </FactGrid>
  );
}
