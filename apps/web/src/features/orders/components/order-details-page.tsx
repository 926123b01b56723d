import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type OrderDetail, PAYMENT_METHOD_LABELS, SELLER_OF_RECORD } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { AddressLines } from '../../../components/order-details/address-card.tsx';
import { offerTermsText } from '../../../components/order-details/order-facts.tsx';
import { OrderHistoryTimeline } from '../../../components/order-details/order-history-timeline.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCostUnit, formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { leadTimeText } from '../lib/lead-time.ts';
import { DownloadConfirmationButton } from './download-confirmation-button.tsx';
import { LoadedCustomerOrder } from './loaded-customer-order.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PayNowCard } from './pay-now-card.tsx';

// Who moved the order, as its customer reads it (customers never see the supplier's name).
const MOVER_TEXT: Record<string, string> = {
  customer: 'by you',
  supplier: 'by the supplier',
  admin: 'by SpecSource',
  system: 'payment verified',
};

/** `/user/orders/{id}/`: one order with its payment, addresses, shipment and history. */
export function OrderDetailsPage({ orderId }: { orderId: number }) {
  return (
    <LoadedCustomerOrder orderId={orderId}>{(order) => <OrderDetails order={order} />}</LoadedCustomerOrder>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" align="baseline" wrap="nowrap">
          <Text component="dt" c="dimmed" size="sm" miw={120}>
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const isAwaitingPayment = order.status === 'pending_payment';
  const dates: [string, string | null][] = [
    ['Paid', order.paid_at],
    ['Shipped', order.shipped_at],
    ['Delivered', order.delivered_at],
    ['Cancelled', order.cancelled_at],
    ['Refunded', order.refunded_at],
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.userOrders.getHref()}>Your orders</BackLink>
        <Title order={1}>Order #{order.id}</Title>
        <Group gap="sm">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} />
          <Text c="dimmed" size="sm">
            Ordered {formatDateTime(order.created_at)}
          </Text>
        </Group>
      </Stack>
      <Group gap="sm" align="flex-start">
        {order.is_editable ? (
          <Button component={Link} to={paths.userOrderUpdate.getHref(order.id)} variant="light">
            Edit order
          </Button>
        ) : null}
        <DownloadConfirmationButton order={order} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title="Order">
              <Facts
                rows={[
                  [
                    'Request',
                    <Anchor
                      key="request"
                      component={Link}
                      to={paths.userRequests.getHref(order.request_order_id)}
                    >
                      {order.request_order_id}
                    </Anchor>,
                  ],
                  ['Sold by', `${SELLER_OF_RECORD} (seller of record)`],
                  ['Part', order.part_title],
                  ['Offer', order.offer_title],
                  [
                    'Unit cost',
                    `${formatMoney(order.unit_cost, order.currency)} ${formatCostUnit(order.cost_unit)}`,
                  ],
                  ['Lead time', leadTimeText(order.lead_time, order.unit)],
                  ["Supplier's terms", offerTermsText(order)],
                  [
                    'Terms of sale',
                    <Anchor key="terms" component={Link} to={paths.terms.getHref()}>
                      Read the terms
                    </Anchor>,
                  ],
                  ['Payment method', PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method],
                  ['PO number', order.po_number ?? '—'],
                  ['Reference', order.reference ?? '—'],
                  ...dates.flatMap(([label, at]): [string, string][] =>
                    at === null ? [] : [[label, formatDateTime(at)]],
                  ),
                ]}
              />
            </Section>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {order.billing_address === null ? null : (
                <Section title="Billing address">
                  <AddressLines address={order.billing_address} />
                </Section>
              )}
              <Section title="Shipping address">
                <AddressLines address={order.shipping_address} />
              </Section>
            </SimpleGrid>
            {order.tracking_number === null ? null : (
              <Section title="Shipment">
                <Facts
                  rows={[
                    ['Carrier', order.tracking_carrier ?? '—'],
                    ['Tracking number', order.tracking_number],
                  ]}
                />
              </Section>
            )}
            <Section title="History">
              <OrderHistoryTimeline
                history={order.history}
                moverText={MOVER_TEXT}
                creationTitle={(status) => `Ordered — ${status}`}
              />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <OrderSummary totals={order} />
            {isAwaitingPayment ? <PayNowCard order={order} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
